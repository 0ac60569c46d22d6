import { LMS_MASTERY } from '@folio/shared';
import { describe, interactionId, scorm2004Response, scorm2004Type } from './interactions';
import type { Interaction, LearnerRecord } from './record';
import { readSaved, writeSaved, type Saved } from './saved';
import type { LmsSession } from './scorm';

/**
 * cmi5 (decision 027): the reader, launched as an assignable unit with the cmi5 launch parameters in its address
 * (endpoint, fetch, registration, activityId, actor), takes its authorization token from the fetch URL, reads the
 * LMS's LMS.LaunchData state, and sends xAPI statements to the LRS: initialized, progressed as pages are read,
 * answered for each answer, completed at the last page, passed or failed once the questions are answered (each
 * once per registration, and only in Normal mode), and terminated as it goes. Its own state document keeps the
 * page and answers for the next launch.
 */

const XAPI_VERSION = '1.0.3';
const CMI5_CATEGORY = { id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' };
const MOVEON_CATEGORY = { id: 'https://w3id.org/xapi/cmi5/context/categories/moveon' };
const PROGRESS = 'https://w3id.org/xapi/cmi5/result/extensions/progress';
/** The reader's own state document: the saved reading, and which once-only statements were sent. */
export const READING_STATE = 'https://folio.dev/xapi/state/reading';
const verb = (name: string) => ({ id: `http://adlnet.gov/expapi/verbs/${name}`, display: { 'en-US': name } });

interface LaunchParameters {
  endpoint: string;
  fetchUrl: string;
  registration: string;
  activityId: string;
  actor: Record<string, unknown>;
}

/** The cmi5 launch parameters of the address, or null when it was not launched by a cmi5 LMS. */
export function launchParameters(url: URL): LaunchParameters | null {
  const get = (name: string) => url.searchParams.get(name);
  const [endpoint, fetchUrl, registration, activityId, actor] = [get('endpoint'), get('fetch'), get('registration'), get('activityId'), get('actor')];
  if (!endpoint || !fetchUrl || !registration || !activityId || !actor) return null;
  try {
    const parsed = JSON.parse(actor) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    return { endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`, fetchUrl, registration, activityId, actor: parsed as Record<string, unknown> };
  } catch {
    return null;
  }
}

/** A version 4 UUID (statement ids), also where crypto.randomUUID is not offered (an address that is not secure). */
function uuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** ISO 8601 duration of a session (result.duration). */
const duration = (ms: number) => `PT${Math.round(Math.max(0, ms) / 10) / 100}S`;

/** An answer as an xAPI interaction activity: its type and response in the xAPI (= SCORM 2004) formats. */
function answered(activityId: string, interaction: Interaction) {
  const type = scorm2004Type(interaction);
  return {
    object: { objectType: 'Activity', id: `${activityId}/${interactionId(interaction)}`, definition: { type: 'http://adlnet.gov/expapi/activities/cmi.interaction', interactionType: type, description: { und: describe(interaction) } } },
    result: { response: scorm2004Response(interaction), ...(interaction.correct !== null && { success: interaction.correct }) },
  };
}

export async function startCmi5(url: URL, fetcher: typeof fetch = fetch, now: () => number = Date.now): Promise<LmsSession | null> {
  const launch = launchParameters(url);
  if (!launch) return null;
  const tokenAnswer = await fetcher(launch.fetchUrl, { method: 'POST' });
  if (!tokenAnswer.ok) return null;
  const token = ((await tokenAnswer.json()) as { 'auth-token'?: unknown })['auth-token'];
  if (typeof token !== 'string' || !token) return null;
  const headers = { Authorization: `Basic ${token}`, 'X-Experience-API-Version': XAPI_VERSION, 'Content-Type': 'application/json' };
  const stateUrl = (stateId: string) =>
    `${launch.endpoint}activities/state?${new URLSearchParams({ stateId, activityId: launch.activityId, agent: JSON.stringify(launch.actor), registration: launch.registration })}`;
  const launchData = await fetcher(stateUrl('LMS.LaunchData'), { headers });
  if (!launchData.ok) return null;
  const data = (await launchData.json()) as { contextTemplate?: Record<string, unknown> & { contextActivities?: Record<string, unknown[]> }; launchMode?: string; masteryScore?: number };
  const own = await fetcher(stateUrl(READING_STATE), { headers });
  const state = own.ok ? ((await own.json()) as { saved?: string; completed?: boolean; passed?: boolean }) : {};
  const saved = readSaved(state.saved);
  const normal = (data.launchMode ?? 'Normal') === 'Normal';
  const started = now();
  const template = data.contextTemplate ?? {};

  const context = (categories: object[]) => ({
    ...template,
    registration: launch.registration,
    contextActivities: { ...template.contextActivities, category: [...(template.contextActivities?.category ?? []), ...categories] },
  });
  const statement = (name: string, fields: Record<string, unknown>, categories: object[]) => ({
    id: uuid(),
    timestamp: new Date(now()).toISOString(),
    actor: launch.actor,
    verb: verb(name),
    object: { objectType: 'Activity', id: launch.activityId },
    context: context(categories),
    ...fields,
  });
  // Statements go in order, one request at a time (the LRS orders them as it stores them); those made meanwhile
  // wait and go together. As the page goes, whatever waits leaves at once with terminated (keepalive): the page
  // will not live to see an answer.
  const post = (statements: object[], leaving: boolean) =>
    fetcher(`${launch.endpoint}statements`, { method: 'POST', headers, body: JSON.stringify(statements), ...(leaving && { keepalive: true }) }).catch(() => undefined);
  let waiting: object[] = [];
  let posting: Promise<unknown> | null = null;
  const flush = () => {
    if (posting || !waiting.length) return;
    const batch = waiting;
    waiting = [];
    posting = post(batch, false).finally(() => {
      posting = null;
      flush();
    });
  };
  const send = (statements: object[], leaving = false) => {
    waiting.push(...statements);
    if (!leaving) return flush();
    void post(waiting, true);
    waiting = [];
  };
  // The state document: the latest wins, so each write waits for the one before (but the last, as the page goes).
  let stateWritten: Promise<unknown> = Promise.resolve();
  const keepState = (leaving = false) => {
    const put = () =>
      fetcher(stateUrl(READING_STATE), { method: 'PUT', headers, body: JSON.stringify({ saved: writeSaved(saved, 64000), completed: sent.completed, passed: sent.passed }), ...(leaving && { keepalive: true }) }).catch(() => undefined);
    if (leaving) void put();
    else stateWritten = stateWritten.then(put);
  };
  const sent = { completed: !!state.completed, passed: !!state.passed, progress: -1, failed: false };
  const written = new Map<string, string>();
  const mastery = typeof data.masteryScore === 'number' && data.masteryScore >= 0 && data.masteryScore <= 1 ? data.masteryScore : LMS_MASTERY;

  send([statement('initialized', {}, [CMI5_CATEGORY])]);

  const statementsFor = (record: LearnerRecord, current: Saved) => {
    const out: object[] = [];
    const spent = duration(now() - started);
    for (const interaction of record.interactions) {
      const key = JSON.stringify([interaction.chosen, interaction.correct]);
      if (written.get(interaction.elementId) === key) continue;
      written.set(interaction.elementId, key);
      out.push(statement('answered', answered(launch.activityId, interaction), []));
    }
    const progress = Math.round(record.progress * 100);
    if (!record.completed && progress !== sent.progress) out.push(statement('progressed', { result: { extensions: { [PROGRESS]: progress } } }, []));
    sent.progress = progress;
    if (normal && record.completed && !sent.completed) {
      sent.completed = true;
      out.push(statement('completed', { result: { completion: true, duration: spent } }, [CMI5_CATEGORY, MOVEON_CATEGORY]));
    }
    if (normal && record.score && record.passed !== null && !sent.passed && (record.passed || !sent.failed)) {
      if (record.passed) sent.passed = true;
      else sent.failed = true;
      const score = { scaled: Math.round(record.score.scaled * 10000) / 10000, raw: record.score.points, min: 0, max: record.score.max };
      out.push(statement(record.passed ? 'passed' : 'failed', { result: { success: record.passed, score, duration: spent } }, [CMI5_CATEGORY, MOVEON_CATEGORY]));
    }
    saved.page = current.page;
    saved.seen = current.seen;
    saved.answers = current.answers;
    return out;
  };

  let finished = false;
  return {
    saved,
    mastery,
    report(record, current) {
      if (finished) return;
      send(statementsFor(record, current));
      keepState();
    },
    finish(record, current) {
      if (finished) return;
      finished = true;
      send([...statementsFor(record, current), statement('terminated', { result: { duration: duration(now() - started) } }, [CMI5_CATEGORY])], true);
      keepState(true);
    },
  };
}
