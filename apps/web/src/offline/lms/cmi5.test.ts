import { describe, expect, it } from 'vitest';

/** A statement as the fake LRS stored it (read loosely: the test checks its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a result's fields differ by verb
type Statement = { id: string; verb: { id: string }; result: Record<string, any>; context: { contextActivities: { category: unknown[] } } } & Record<string, unknown>;
import type { BookPage } from '@folio/shared';
import { launchParameters, READING_STATE, startCmi5 } from './cmi5';
import { bookQuestions, learnerRecord } from './record';
import type { Saved } from './saved';

const quiz = { id: 'colour', type: 'quiz' as const, position: { x: 0, y: 0 }, size: { width: 10, height: 10 }, style: {}, kind: 'choice', question: 'Which?', options: [{ id: 'red', text: 'Red', correct: true }, { id: 'blue', text: 'Blue', correct: false }], multiple: false, feedback: { correct: '', incorrect: '' }, points: 2 };
const PAGES: BookPage[] = [{ id: 'p1', name: 'p1', elements: [], layout: { gutter: 0, columns: 1 }, style: {} }, { id: 'p2', name: 'p2', elements: [quiz], layout: { gutter: 0, columns: 1 }, style: {} }];
const QUESTIONS = bookQuestions(PAGES);
const ACTOR = { objectType: 'Agent', account: { homePage: 'https://lms.example', name: 'learner-1' } };
const LAUNCH = new URL(`https://lms.example/content/index.html?${new URLSearchParams({ endpoint: 'https://lrs.example/xapi', fetch: 'https://lms.example/fetch/abc', registration: 'b9c6b5e2-0d7a-4e0e-9f52-7d3c1c2a3f10', activityId: 'urn:folio:book:1:reader', actor: JSON.stringify(ACTOR) })}`);
const TEMPLATE = { contextActivities: { grouping: [{ id: 'urn:folio:book:1' }] }, extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': 'session-1' } };

/** A fake LMS and LRS: answers the token once, the launch data, and keeps statements and state documents. */
function fakeLrs(launchData: Record<string, unknown> = { contextTemplate: TEMPLATE, launchMode: 'Normal', masteryScore: 0.5 }) {
  const statements: Statement[] = [];
  const states = new Map<string, string>();
  const seen: { url: string; headers: Record<string, string> }[] = [];
  let tokens = 0;
  const fetcher = (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    seen.push({ url: url.href, headers: (init.headers ?? {}) as Record<string, string> });
    if (url.pathname === '/fetch/abc') return Response.json(tokens++ === 0 ? { 'auth-token': 'dG9rZW4=' } : { 'error-code': '1', 'error-text': 'used' }, { status: tokens === 1 ? 200 : 400 });
    if (url.pathname === '/xapi/statements') {
      statements.push(...(JSON.parse(String(init.body)) as Statement[]));
      return Response.json([]);
    }
    const stateId = url.searchParams.get('stateId')!;
    if (stateId === 'LMS.LaunchData') return Response.json(launchData);
    if (init.method === 'PUT') {
      states.set(stateId, String(init.body));
      return new Response(null, { status: 204 });
    }
    return states.has(stateId) ? new Response(states.get(stateId)) : new Response(null, { status: 404 });
  }) as typeof fetch;
  return { fetcher, statements, states, seen };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const verbs = (statements: Statement[]) => statements.map((s) => s.verb.id.split('/').pop());

describe('cmi5', () => {
  it('should read the launch parameters, and none from an ordinary address', () => {
    expect(launchParameters(LAUNCH)).toMatchObject({ endpoint: 'https://lrs.example/xapi/', registration: 'b9c6b5e2-0d7a-4e0e-9f52-7d3c1c2a3f10', actor: ACTOR });
    expect(launchParameters(new URL('file:///book/index.html'))).toBeNull();
  });

  it('should send initialized, progressed, answered, completed, passed and terminated with the context template, and resume from its state', async () => {
    const lrs = fakeLrs();
    const session = (await startCmi5(LAUNCH, lrs.fetcher))!;
    expect(session.mastery).toBe(0.5);
    const saved: Saved = { page: 0, seen: new Set([0]), answers: {}, order: [] };
    session.report(learnerRecord(QUESTIONS, 2, saved, session.mastery), saved);
    const done: Saved = { page: 1, seen: new Set([0, 1]), answers: { colour: ['red'] }, order: [] };
    session.report(learnerRecord(QUESTIONS, 2, done, session.mastery), done);
    session.finish(learnerRecord(QUESTIONS, 2, done, session.mastery), done);
    await settle();
    await settle();
    expect(verbs(lrs.statements)).toEqual(['initialized', 'progressed', 'answered', 'completed', 'passed', 'terminated']);
    const [initialized, progressed, answered, completed, passed] = lrs.statements;
    expect(initialized).toMatchObject({ actor: ACTOR, object: { id: 'urn:folio:book:1:reader' }, context: { registration: 'b9c6b5e2-0d7a-4e0e-9f52-7d3c1c2a3f10', extensions: TEMPLATE.extensions, contextActivities: { grouping: TEMPLATE.contextActivities.grouping, category: [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }] } } });
    expect(initialized!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // progressed and answered are cmi5 "allowed" statements: without the cmi5 category.
    expect(progressed!.result.extensions['https://w3id.org/xapi/cmi5/result/extensions/progress']).toBe(50);
    expect(progressed!.context.contextActivities.category).toEqual([]);
    expect(answered).toMatchObject({ object: { id: 'urn:folio:book:1:reader/question-colour', definition: { interactionType: 'choice' } }, result: { response: 'red', success: true } });
    expect(completed!.result).toMatchObject({ completion: true, duration: expect.stringMatching(/^PT/) });
    expect(passed!.result).toMatchObject({ success: true, score: { scaled: 1, raw: 2, min: 0, max: 2 } });
    expect(passed!.context.contextActivities.category).toContainEqual({ id: 'https://w3id.org/xapi/cmi5/context/categories/moveon' });
    expect(lrs.seen.filter((r) => r.url.includes('/xapi/')).every((r) => r.headers.Authorization === 'Basic dG9rZW4=' && r.headers['X-Experience-API-Version'] === '1.0.3')).toBe(true);

    // Relaunched (a new fetch URL, the same registration): the page and answer come back, and completed and
    // passed, once per registration, are not sent again.
    expect(JSON.parse(lrs.states.get(READING_STATE)!)).toMatchObject({ completed: true, passed: true });
    const again = fakeLrs();
    again.states.set(READING_STATE, lrs.states.get(READING_STATE)!);
    const resumed = (await startCmi5(LAUNCH, again.fetcher))!;
    expect([resumed.saved.page, resumed.saved.answers]).toEqual([1, { colour: ['red'] }]);
    resumed.finish(learnerRecord(QUESTIONS, 2, resumed.saved, resumed.mastery), resumed.saved);
    await settle();
    expect(verbs(again.statements)).toEqual(['initialized', 'answered', 'terminated']);
  });

  it('should send no completion or success in Browse mode, and start no session when the token is refused', async () => {
    const lrs = fakeLrs({ contextTemplate: TEMPLATE, launchMode: 'Browse' });
    const session = (await startCmi5(LAUNCH, lrs.fetcher))!;
    const done: Saved = { page: 1, seen: new Set([0, 1]), answers: { colour: ['blue'] }, order: [] };
    session.finish(learnerRecord(QUESTIONS, 2, done, session.mastery), done);
    await settle();
    expect(verbs(lrs.statements)).toEqual(['initialized', 'answered', 'terminated']);
    expect(await startCmi5(LAUNCH, lrs.fetcher)).toBeNull();
  });
});
