import { describe, expect, it } from 'vitest';
import { csvRows, namesFromCsv, namesFromList } from './names';

describe('names from a pasted list', () => {
  it('takes one name a line, trimmed, skipping blank lines, each with its line', () => {
    expect(namesFromList('  Ana Lima \n\nBo\r\n\t\nCleo  ')).toEqual([
      { name: 'Ana Lima', line: 1 },
      { name: 'Bo', line: 3 },
      { name: 'Cleo', line: 5 },
    ]);
  });

  it('gives nothing for an empty or blank text', () => {
    expect(namesFromList('')).toEqual([]);
    expect(namesFromList(' \n \n')).toEqual([]);
  });

  it('keeps names in any script as written', () => {
    expect(namesFromList('\uFEFFসুমি\nليلى\n민준').map((n) => n.name)).toEqual(['সুমি', 'ليلى', '민준']);
  });
});

describe('names from a CSV file', () => {
  it('takes the first column and skips a header row called name, whatever its case', () => {
    expect(namesFromCsv('Name,Birthday\nAna,2017-03-01\nBo,2017-05-02\n')).toEqual([
      { name: 'Ana', line: 2 },
      { name: 'Bo', line: 3 },
    ]);
    expect(namesFromCsv('name\nAna').map((n) => n.name)).toEqual(['Ana']);
    expect(namesFromCsv('NAME\nAna').map((n) => n.name)).toEqual(['Ana']);
  });

  it('keeps a first row that is a pupil', () => {
    expect(namesFromCsv('Ana,7\nBo,8').map((n) => n.name)).toEqual(['Ana', 'Bo']);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(namesFromCsv('"Lima, Ana",x\n"Bo ""Bobby"" Ray",y\n"Cleo\nMay",z\nDee').map((n) => n.name)).toEqual(['Lima, Ana', 'Bo "Bobby" Ray', 'Cleo\nMay', 'Dee']);
  });

  it('says the line of each name, line breaks inside quotes counted', () => {
    expect(namesFromCsv('"Cleo\nMay",z\nDee').map((n) => n.line)).toEqual([1, 3]);
  });

  it('reads the semicolons and tabs spreadsheets write, and Windows line ends', () => {
    expect(namesFromCsv('Name;Class\r\nAna;3B\r\nBo;3B\r\n').map((n) => n.name)).toEqual(['Ana', 'Bo']);
    expect(namesFromCsv('Ana\t3B\nBo\t3B').map((n) => n.name)).toEqual(['Ana', 'Bo']);
  });

  it('skips empty first cells and a byte order mark', () => {
    expect(namesFromCsv('\uFEFFname,x\n,7\n  \nAna,1\n').map((n) => n.name)).toEqual(['Ana']);
  });
});

describe('CSV rows', () => {
  it('splits rows and cells, and keeps a last row without a line end', () => {
    expect(csvRows('a,b\nc,d', ',').map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
