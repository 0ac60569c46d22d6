import { describe, expect, it } from 'vitest';
import { ELEMENT_FIELD_DEFAULTS, scoreAnswer, type Question } from '@folio/shared';
import { StatementSpec } from './fixtures/statement-spec.ts';
import { answeredStatement, completionStatements, VERBS, type Learning } from './statements.ts';

const learning: Learning = { site: 'https://books.example.com', reader: { id: 'b7e1c0de-0000-4000-8000-000000000001', name: 'Nadia Islam' }, book: { id: 'b00c', title: 'Maps and Compasses' }, at: new Date('2026-11-25T09:30:00Z') };
const question = (fields: Partial<Question>): Question => ({ ...ELEMENT_FIELD_DEFAULTS.quiz, question: 'Q?', points: 2, ...fields });
const answered = (q: Question, chosen: string[]) => answeredStatement(learning, 'q-1', q, chosen, scoreAnswer(q, chosen), q.kind === 'poll' ? 0 : q.points);

const kinds: [string, Question, string[]][] = [
  ['choice', question({ options: [{ id: 'a', text: 'East', correct: true }, { id: 'b', text: 'West', correct: false }] }), ['a']],
  ['poll', question({ kind: 'poll', points: 0, options: [{ id: 'y', text: 'Yes', correct: false }, { id: 'n', text: 'No', correct: false }] }), ['n']],
  ['blanks', question({ kind: 'blanks', sentence: 'Points [north]; rises in the [east/East].' }), ['north', 'west']],
  ['matching', question({ kind: 'matching', pairs: [{ id: 'p1', left: 'Badger', right: 'Sett' }, { id: 'p2', left: 'Fox', right: 'Den' }] }), ['p2', 'p1']],
  ['ordering', question({ kind: 'ordering', items: [{ id: 'i1', text: 'Egg' }, { id: 'i2', text: 'Pupa' }] }), ['i1', 'i2']],
  ['short', question({ kind: 'short', keywords: ['light'] }), ['Leaves need light.']],
  ['short, marked by hand', question({ kind: 'short', marking: 'teacher' }), ['Leaves need light.']],
];

describe('xAPI statements', () => {
  it.each(kinds)('should tell an answer to a %s question as a statement the xAPI specification accepts', (_kind, q, chosen) => {
    const statement = answered(q, chosen);
    const checked = StatementSpec.safeParse(JSON.parse(JSON.stringify(statement)));
    expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
    expect(statement.verb).toEqual(VERBS.answered);
    expect(statement.actor).toEqual({ objectType: 'Agent', name: 'Nadia Islam', account: { homePage: 'https://books.example.com', name: learning.reader.id } });
    expect(statement.object.id).toBe('https://books.example.com/ebooks/b00c/questions/q-1');
    expect(statement.context.contextActivities?.parent[0]?.id).toBe('https://books.example.com/ebooks/b00c');
  });

  it('should give each interaction its type, right response and the reader response in the format of that type', () => {
    const byKind = Object.fromEntries(kinds.map(([kind, q, chosen]) => [kind, answered(q, chosen)]));
    expect(byKind.choice!.object.definition).toMatchObject({ interactionType: 'choice', correctResponsesPattern: ['a'], choices: [{ id: 'a', description: { und: 'East' } }, { id: 'b', description: { und: 'West' } }] });
    expect(byKind.choice!.result).toEqual({ response: 'a', completion: true, success: true, score: { raw: 2, min: 0, max: 2, scaled: 1 } });
    expect(byKind.blanks!.object.definition).toMatchObject({ interactionType: 'fill-in', correctResponsesPattern: ['{case_matters=false}north[,]east'] });
    expect(byKind.blanks!.result).toMatchObject({ response: 'north[,]west', success: false, score: { raw: 1, scaled: 0.5 } });
    expect(byKind.matching!.object.definition).toMatchObject({ interactionType: 'matching', correctResponsesPattern: ['p1[.]p1[,]p2[.]p2'] });
    expect(byKind.matching!.result!.response).toBe('p1[.]p2[,]p2[.]p1');
    expect(byKind.ordering!.object.definition).toMatchObject({ interactionType: 'sequencing', correctResponsesPattern: ['i1[,]i2'] });
    expect(byKind.short!.object.definition).toMatchObject({ interactionType: 'long-fill-in' });
    // Nobody is right in a poll, and a teacher has yet to mark: no success and no score is claimed.
    expect(byKind.poll!.result).toEqual({ response: 'n', completion: true });
    expect(byKind['short, marked by hand']!.result).toEqual({ response: 'Leaves need light.', completion: true });
  });

  it('should tell a finished book as completed and passed, or failed below half the points, each a valid statement of its own', () => {
    const [completed, passed] = completionStatements(learning, 3, 4);
    const [, failed] = completionStatements(learning, 1, 4);
    for (const statement of [completed, passed, failed]) expect(StatementSpec.safeParse(JSON.parse(JSON.stringify(statement))).success).toBe(true);
    expect([completed!.verb, passed!.verb, failed!.verb]).toEqual([VERBS.completed, VERBS.passed, VERBS.failed]);
    expect(passed!.result).toEqual({ score: { raw: 3, min: 0, max: 4, scaled: 0.75 }, success: true, completion: true });
    expect(completed!.object.id).toBe('https://books.example.com/ebooks/b00c');
    expect(new Set([completed!.id, passed!.id]).size).toBe(2);
  });

  it('should be caught by the specification check when a statement breaks it', () => {
    const good = JSON.parse(JSON.stringify(answered(kinds[0]![1], ['a'])));
    expect(StatementSpec.safeParse({ ...good, id: 'not-a-uuid' }).success).toBe(false);
    expect(StatementSpec.safeParse({ ...good, actor: { ...good.actor, mbox: 'mailto:a@b.c' } }).success).toBe(false);
    expect(StatementSpec.safeParse({ ...good, result: { score: { raw: 5, min: 0, max: 2, scaled: 2.5 } } }).success).toBe(false);
    expect(StatementSpec.safeParse({ ...good, grade: 'A' }).success).toBe(false);
  });
});
