import { LMS_MASTERY } from '@folio/shared';
import { describe, interactionId, scorm12Response, scorm12Result, scorm12Type, scorm2004Response, scorm2004Result, scorm2004Type } from './interactions';
import type { LearnerRecord } from './record';
import { readSaved, writeSaved, type Saved } from './saved';

/**
 * The SCORM runtimes (decision 027): the reader, launched by an LMS as a SCO, finds the LMS's API object
 * (SCORM 1.2's `API`, SCORM 2004's `API_1484_11`) and writes what the learner did into the LMS's data model.
 */

type Call = (...args: string[]) => string;
type ScormApi = Record<string, Call>;

/** The two standards' names of the same calls and elements. */
const STANDARDS = {
  scorm12: {
    global: 'API',
    initialize: 'LMSInitialize', getValue: 'LMSGetValue', setValue: 'LMSSetValue', commit: 'LMSCommit', terminate: 'LMSFinish',
    location: 'cmi.core.lesson_location',
    suspendLimit: 4096,
  },
  scorm2004: {
    global: 'API_1484_11',
    initialize: 'Initialize', getValue: 'GetValue', setValue: 'SetValue', commit: 'Commit', terminate: 'Terminate',
    location: 'cmi.location',
    suspendLimit: 64000,
  },
} as const;
export type ScormVersion = keyof typeof STANDARDS;

/** An object's property, or nothing where reading it is refused (a frame of another origin). */
function read(win: Window, name: string): unknown {
  try {
    return (win as unknown as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}

/** The API in the window or one of its parents, nearest first (the standards' discovery: at most 500 steps up). */
function findIn(start: Window, name: string): ScormApi | null {
  let win: Window = start;
  for (let tries = 0; tries <= 500; tries += 1) {
    const api = read(win, name);
    if (api && typeof api === 'object') return api as ScormApi;
    let parent: Window | null = null;
    try {
      parent = win.parent;
    } catch {
      return null;
    }
    if (!parent || parent === win) return null;
    win = parent;
  }
  return null;
}

/** The LMS's API: in this window's frames up, then in its opener's (a SCO opened in a new window). */
export function findScormApi(version: ScormVersion, win: Window = window): ScormApi | null {
  const name = STANDARDS[version].global;
  const found = findIn(win, name);
  if (found) return found;
  const opener = read(win, 'opener') as Window | null | undefined;
  return opener ? findIn(opener, name) : null;
}

/** A session's length, as each standard writes it. */
function sessionTime(version: ScormVersion, ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (version === 'scorm2004') return `PT${Math.round(seconds * 100) / 100}S`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = (seconds % 60).toFixed(2).padStart(5, '0');
  return `${String(Math.min(hours, 9999)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${rest}`;
}

export interface LmsSession {
  /** What the LMS kept of the learner's earlier sessions. */
  saved: Saved;
  /** The share of the points that passes. */
  mastery: number;
  report(record: LearnerRecord, saved: Saved): void;
  /** The learner leaves: a last report, then the session ends (no call after). */
  finish(record: LearnerRecord, saved: Saved): void;
}

/**
 * Starts a SCORM session with the API found, or answers null (no LMS there, or it refused to start): the
 * reader then reads as the plain offline flipbook.
 */
export function startScorm(version: ScormVersion, api: ScormApi | null, now: () => number = Date.now): LmsSession | null {
  const names = STANDARDS[version];
  if (!api || typeof api[names.initialize] !== 'function') return null;
  if (String(api[names.initialize]!('')) !== 'true') return null;
  const get = (element: string) => String(api[names.getValue]!(element) ?? '');
  const set = (element: string, value: string | number) => void api[names.setValue]!(element, String(value));
  const started = now();
  const given = version === 'scorm12' ? get('cmi.student_data.mastery_score') : get('cmi.scaled_passing_score');
  const lmsMastery = given.trim() === '' ? NaN : Number(given) / (version === 'scorm12' ? 100 : 1);
  const saved = readSaved(get('cmi.suspend_data'));
  // An LMS that kept no suspend data may still have the location.
  const location = Number(get(names.location));
  if (!saved.page && Number.isInteger(location) && location > 0) saved.page = location - 1;
  /** What each interaction last said, so that only a changed answer is written again. */
  const written = new Map<string, string>();
  let finished = false;

  const write = (record: LearnerRecord, saved: Saved) => {
    set(names.location, record.page + 1);
    set('cmi.suspend_data', writeSaved(saved, names.suspendLimit));
    if (version === 'scorm12') {
      if (record.score) {
        set('cmi.core.score.min', 0);
        set('cmi.core.score.max', 100);
        set('cmi.core.score.raw', Math.round(record.score.scaled * 100));
      }
      // 1.2 has one status for completion and success: passed or failed once every question is answered.
      set('cmi.core.lesson_status', record.passed === null ? (record.completed ? 'completed' : 'incomplete') : record.passed ? 'passed' : 'failed');
      set('cmi.core.exit', 'suspend');
    } else {
      set('cmi.progress_measure', Math.round(record.progress * 10000) / 10000);
      set('cmi.completion_status', record.completed ? 'completed' : 'incomplete');
      set('cmi.success_status', record.passed === null ? 'unknown' : record.passed ? 'passed' : 'failed');
      if (record.score) {
        set('cmi.score.min', 0);
        set('cmi.score.max', record.score.max);
        set('cmi.score.raw', record.score.points);
        set('cmi.score.scaled', Math.round(record.score.scaled * 10000) / 10000);
      }
      set('cmi.exit', 'suspend');
    }
    for (const interaction of record.interactions) {
      const response = version === 'scorm12' ? scorm12Response(interaction) : scorm2004Response(interaction);
      const result = version === 'scorm12' ? scorm12Result(interaction) : scorm2004Result(interaction);
      if (written.get(interaction.elementId) === `${response}\n${result}`) continue;
      written.set(interaction.elementId, `${response}\n${result}`);
      if (!saved.order.includes(interaction.elementId)) saved.order.push(interaction.elementId);
      const n = `cmi.interactions.${saved.order.indexOf(interaction.elementId)}`;
      set(`${n}.id`, interactionId(interaction));
      if (version === 'scorm12') {
        set(`${n}.type`, scorm12Type(interaction));
        set(`${n}.student_response`, response);
      } else {
        set(`${n}.type`, scorm2004Type(interaction));
        set(`${n}.description`, describe(interaction));
        set(`${n}.learner_response`, response);
        set(`${n}.timestamp`, new Date(now()).toISOString().slice(0, 19));
      }
      set(`${n}.result`, result);
    }
    // The order may have grown: the suspend data says it for the next launch.
    set('cmi.suspend_data', writeSaved(saved, names.suspendLimit));
  };

  return {
    saved,
    mastery: lmsMastery >= 0 && lmsMastery <= 1 ? lmsMastery : LMS_MASTERY,
    report(record, saved) {
      if (finished) return;
      write(record, saved);
      api[names.commit]!('');
    },
    finish(record, saved) {
      if (finished) return;
      finished = true;
      write(record, saved);
      set(version === 'scorm12' ? 'cmi.core.session_time' : 'cmi.session_time', sessionTime(version, now() - started));
      api[names.commit]!('');
      api[names.terminate]!('');
    },
  };
}
