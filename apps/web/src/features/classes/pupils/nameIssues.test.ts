import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '@folio/shared';
import { HttpError } from '../../../http/client';
import { namesFromList } from '../names';
import { checkNames, serverNameIssues } from './nameIssues';

const refusal = (errors: Record<string, string[]>) => new HttpError(422, { message: 'The given data was invalid.', errors }, { method: 'post', url: '/classes/x/students', headers: {} });

describe('the refusals of the names being added', () => {
  it('finds a name twice in the list (case and spaces aside) on the line of the second', () => {
    const lines = namesFromList('Ana\nBo\n\n  ana ');
    expect(checkNames(lines)).toEqual([{ line: { name: 'ana', line: 4 }, message: CLASS_MESSAGES.duplicateName }]);
  });

  it('finds a name over 80 characters on its line', () => {
    const lines = namesFromList(`Ana\n${'x'.repeat(81)}`);
    expect(checkNames(lines)).toEqual([{ line: lines[1], message: CLASS_MESSAGES.studentNameTooLong }]);
  });

  it('refuses more than 100 names as a whole, not line by line', () => {
    const lines = namesFromList(Array.from({ length: 101 }, (_, i) => `Pupil ${i}`).join('\n'));
    expect(checkNames(lines)).toEqual([{ line: null, message: CLASS_MESSAGES.classFull }]);
  });

  it('finds nothing wrong in a good list', () => {
    expect(checkNames(namesFromList('Ana\nBo'))).toEqual([]);
  });

  it('puts the server’s refusals on the lines of the names they name', () => {
    const lines = namesFromList('Ana\n\nBo\nCleo');
    const issues = serverNameIssues(refusal({ 'names.1': [CLASS_MESSAGES.duplicateName], names: [CLASS_MESSAGES.classFull] }), lines);
    expect(issues).toEqual([
      { line: { name: 'Bo', line: 3 }, message: CLASS_MESSAGES.duplicateName },
      { line: null, message: CLASS_MESSAGES.classFull },
    ]);
  });

  it('has no line refusals for an answer that is not a 422', () => {
    expect(serverNameIssues(new HttpError(500, { message: 'x' }, { method: 'post', url: '/x', headers: {} }), [])).toEqual([]);
  });
});
