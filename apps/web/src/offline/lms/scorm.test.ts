import { describe, expect, it } from 'vitest';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import type { BookPage } from '@folio/shared';
import { bookQuestions, learnerRecord } from './record';
import { readSaved, writeSaved, type Saved } from './saved';
import { findScormApi, startScorm } from './scorm';

const quiz = (id: string, fields: Record<string, unknown>) => ({ id, type: 'quiz' as const, position: { x: 0, y: 0 }, size: { width: 10, height: 10 }, style: {}, question: `Question ${id}?`, options: [], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1, ...fields });
const page = (id: string, elements: BookPage['elements'] = []): BookPage => ({ id, name: id, elements, layout: { gutter: 0, columns: 1 }, style: {} });
const PAGES = [
  page('p1'),
  page('p2', [quiz('colour', { kind: 'choice', points: 2, options: [{ id: 'red', text: 'Red', correct: true }, { id: 'blue', text: 'Blue', correct: false }] })]),
  page('p3', [quiz('order', { kind: 'ordering', items: [{ id: 'one', text: 'One' }, { id: 'two', text: 'Two' }] }), quiz('vote', { kind: 'poll', options: [{ id: 'yes', text: 'Yes' }] })]),
];
const QUESTIONS = bookQuestions(PAGES);
const saved = (learning: Partial<Saved>): Saved => ({ page: 0, answers: {}, order: [], ...learning, seen: new Set(learning.seen ?? [0, 1]) });
const recordOf = (s: Saved, mastery = 0.8) => learnerRecord(QUESTIONS, PAGES.length, s, mastery);
const quiet = { logLevel: 5 as const, autocommit: false };
type Cmi = Record<string, string> & { core: Record<string, string> & { score: Record<string, string> }; score: Record<string, string>; interactions: Record<string, Record<string, string>> };
/** What the runtime recorded, as an LMS would store it (write-only elements included). */
const recorded = (api: { renderCMIToJSONObject(): unknown }) => api.renderCMIToJSONObject() as { cmi: Cmi };

describe('the learner record', () => {
  it('should count pages read, completion at the last page, and pass once every scored question is answered', () => {
    const halfway = recordOf(saved({ answers: { colour: ['red'] } }));
    expect(halfway).toMatchObject({ progress: 2 / 3, completed: false, score: { points: 2, max: 3, scaled: 2 / 3 }, passed: null });
    const done = recordOf(saved({ page: 2, seen: new Set([0, 1, 2]), answers: { colour: ['red'], order: ['two', 'one'], vote: ['yes'] } }));
    // The poll scores nothing and is neither right nor wrong; 2 of 3 points is under 80%.
    expect(done).toMatchObject({ progress: 1, completed: true, score: { points: 2, max: 3 }, passed: false });
    expect(done.interactions.map((i) => [i.elementId, i.correct])).toEqual([['colour', true], ['order', false], ['vote', null]]);
    expect(recordOf(saved({ answers: { colour: ['red'], order: ['one', 'two'] } })).passed).toBe(true);
  });
});

describe('the saved state', () => {
  it('should come back as written, and keep to the limit by leaving the answers out first', () => {
    const s = saved({ page: 7, seen: new Set([0, 1, 5, 999]), answers: { colour: ['red'] }, order: ['colour'] });
    const back = readSaved(writeSaved(s, 4096));
    expect([back.page, [...back.seen].sort((a, b) => a - b), back.answers, back.order]).toEqual([7, [0, 1, 5, 999], { colour: ['red'] }, ['colour']]);
    const long = saved({ answers: { colour: ['x'.repeat(5000)] } });
    expect(readSaved(writeSaved(long, 4096)).answers).toEqual({});
    expect(readSaved('not ours').page).toBe(0);
  });
});

describe('SCORM 1.2 in scorm-again', () => {
  it('should find the API in a parent frame, and none where there is none', () => {
    const api = new Scorm12API(quiet);
    const top = { API: api } as unknown as Window;
    (top as unknown as { parent: Window }).parent = top;
    const frame = { parent: top } as unknown as Window;
    const inner = { parent: frame } as unknown as Window;
    expect(findScormApi('scorm12', inner)).toBe(api);
    expect(findScormApi('scorm2004', inner)).toBeNull();
    expect(startScorm('scorm12', null)).toBeNull();
  });

  it('should write location, suspend data, score, status and interactions, and resume from them', () => {
    const api = new Scorm12API(quiet);
    const session = startScorm('scorm12', api as never)!;
    expect(session.mastery).toBe(0.8);
    const s = saved({ page: 2, seen: new Set([0, 1, 2]), answers: { colour: ['red'], order: ['one', 'two'] } });
    session.report(recordOf(s), s);
    session.finish(recordOf(s), s);
    const { cmi } = recorded(api);
    expect([cmi.core.lesson_location, cmi.core.lesson_status, cmi.core.score.raw, cmi.core.score.max, cmi.core.exit]).toEqual(['3', 'passed', '100', '100', 'suspend']);
    expect(cmi.core.session_time).toMatch(/^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
    expect(Object.values(cmi.interactions).map((i) => [i.id, i.type, i.student_response, i.result])).toEqual([
      ['question-colour', 'choice', 'red', 'correct'],
      ['question-order', 'sequencing', 'one,two', 'correct'],
    ]);
    // The next launch gets the suspend data back (as an LMS keeps it) and resumes at the page and with the answers.
    const again = new Scorm12API(quiet);
    again.loadFromJSON({ suspend_data: cmi.suspend_data, core: { lesson_location: '3', entry: 'resume' } } as never);
    const resumed = startScorm('scorm12', again as never)!;
    expect([resumed.saved.page, resumed.saved.answers, resumed.saved.order]).toEqual([2, { colour: ['red'], order: ['one', 'two'] }, ['colour', 'order']]);
  });

  it('should report incomplete, then completed at the last page before the questions are all answered, and failed below the mastery score', () => {
    const api = new Scorm12API(quiet);
    const session = startScorm('scorm12', api as never)!;
    const s = saved({});
    session.report(recordOf(s), s);
    expect(api.cmi.core.lesson_status).toBe('incomplete');
    s.seen.add(2);
    session.report(recordOf(s), s);
    expect(api.cmi.core.lesson_status).toBe('completed');
    s.answers = { colour: ['blue'], order: ['one', 'two'] };
    session.report(recordOf(s), s);
    expect([api.cmi.core.lesson_status, api.cmi.core.score.raw]).toEqual(['failed', '33']);
  });
});

describe('SCORM 2004 in scorm-again', () => {
  it('should write progress, completion, success, the scaled score and typed interactions the runtime accepts', () => {
    const api = new Scorm2004API(quiet);
    const session = startScorm('scorm2004', api as never)!;
    const s = saved({ page: 2, seen: new Set([0, 1, 2]), answers: { colour: ['red'], order: ['two', 'one'], vote: ['yes'] } });
    session.finish(recordOf(s), s);
    const { cmi } = recorded(api);
    expect([cmi.location, cmi.progress_measure, cmi.completion_status, cmi.success_status, cmi.score.scaled, cmi.score.raw, cmi.score.max, cmi.exit]).toEqual(['3', '1', 'completed', 'failed', '0.6667', '2', '3', 'suspend']);
    expect(Object.values(cmi.interactions).map((i) => [i.id, i.type, i.learner_response, i.result])).toEqual([
      ['question-colour', 'choice', 'red', 'correct'],
      ['question-order', 'sequencing', 'two[,]one', 'incorrect'],
      ['question-vote', 'choice', 'yes', 'neutral'],
    ]);
    expect(api.lastErrorCode).toBe('0');
    expect(api.isTerminated()).toBe(true);
  });

  it('should take the LMS’s scaled passing score', () => {
    const api = new Scorm2004API(quiet);
    api.loadFromJSON({ scaled_passing_score: '0.5' } as never);
    const session = startScorm('scorm2004', api as never)!;
    expect(session.mastery).toBe(0.5);
    const s = saved({ answers: { colour: ['red'], order: ['two', 'one'] } });
    session.report(recordOf(s, session.mastery), s);
    expect(api.cmi.success_status).toBe('passed');
  });
});
