import { describe, expect, it } from 'vitest';
import { progressSummary, pupilProgress } from './progress';
import { sortRows } from './sortRows';

const pupil = (patch: Partial<Parameters<typeof pupilProgress>[0]> = {}) => ({ id: 'p', name: 'Ana', opened: false, page: null, finished: false, seconds: 0, answered: 0, score: 0, ...patch });

describe('a pupil’s progress in an assigned book', () => {
  it('has no page and 0 % before the pupil opens the book', () => {
    expect(pupilProgress(pupil(), 12, 10)).toEqual({ state: 'notOpened', page: null, percent: 0, score: { got: 0, of: 10 } });
  });

  it('shows the page they are on of all the pages, and how far that is', () => {
    expect(pupilProgress(pupil({ opened: true, page: 3 }), 12, 10)).toMatchObject({ state: 'reading', page: { at: 3, of: 12 }, percent: 25 });
  });

  it('counts a finished book as 100 % even when the pupil went back to an earlier page', () => {
    expect(pupilProgress(pupil({ opened: true, page: 2, finished: true }), 12, 0)).toMatchObject({ state: 'finished', percent: 100 });
  });

  it('counts a page past a book that lost pages as its last page', () => {
    expect(pupilProgress(pupil({ opened: true, page: 20 }), 12, 0)).toMatchObject({ page: { at: 12, of: 12 }, percent: 100 });
  });

  it('has no score in a book without questions, and never more than the book’s points', () => {
    expect(pupilProgress(pupil({ opened: true, page: 1, score: 3 }), 4, 0).score).toBeNull();
    expect(pupilProgress(pupil({ opened: true, page: 1, score: 12 }), 4, 10).score).toEqual({ got: 10, of: 10 });
  });

  it('survives a book of no pages', () => {
    expect(pupilProgress(pupil({ opened: true, page: 1 }), 0, 0)).toMatchObject({ page: { at: 1, of: 0 }, percent: 0 });
  });

  it('sums up how many opened and finished', () => {
    const students = [pupil(), pupil({ opened: true, page: 2 }), pupil({ opened: true, finished: true, page: 4 })];
    expect(progressSummary({ pages: 4, points: 0, students })).toEqual({ pupils: 3, opened: 2, finished: 1 });
  });
});

describe('sorting the dashboard’s rows', () => {
  const rows = [
    { name: 'bo', signed: '2026-12-01T10:00:00Z', books: 2 },
    { name: 'Ana', signed: null, books: 10 },
    { name: 'Cleo', signed: '2026-12-03T10:00:00Z', books: 2 },
  ];

  it('sorts names alphabetically whatever their case, both ways', () => {
    expect(sortRows(rows, 'name', 'ascending', 'en').map((r) => r.name)).toEqual(['Ana', 'bo', 'Cleo']);
    expect(sortRows(rows, 'name', 'descending', 'en').map((r) => r.name)).toEqual(['Cleo', 'bo', 'Ana']);
  });

  it('sorts numbers by value and keeps ties in their order', () => {
    expect(sortRows(rows, 'books', 'descending', 'en').map((r) => r.name)).toEqual(['Ana', 'bo', 'Cleo']);
    expect(sortRows(rows, 'books', 'ascending', 'en').map((r) => r.name)).toEqual(['bo', 'Cleo', 'Ana']);
  });

  it('puts pupils who never signed in last, whichever way', () => {
    expect(sortRows(rows, 'signed', 'descending', 'en').map((r) => r.name)).toEqual(['Cleo', 'bo', 'Ana']);
    expect(sortRows(rows, 'signed', 'ascending', 'en').map((r) => r.name)).toEqual(['bo', 'Cleo', 'Ana']);
  });

  it('leaves the rows it was given as they were', () => {
    const copy = [...rows];
    sortRows(rows, 'name', 'ascending', 'en');
    expect(rows).toEqual(copy);
  });
});
