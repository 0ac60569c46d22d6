import { randomUUID } from 'node:crypto';
import { kindOf, questionParts, sentenceParts, type Question, type QuestionKind, type Scored } from '@folio/shared';

/**
 * xAPI 1.0.3 statements of a reader's learning in a book (https://github.com/adlnet/xAPI-Spec): one `answered`
 * per answer, as a cmi.interaction, and one `completed` with `passed` or `failed` when the reader has answered
 * every question. Each statement gets its id when it is made, so that an LRS reached twice (a retry after a
 * lost answer) keeps it once.
 */
export interface Statement {
  id: string;
  actor: { objectType: 'Agent'; name: string; account: { homePage: string; name: string } };
  verb: { id: string; display: Record<string, string> };
  object: { objectType: 'Activity'; id: string; definition: Record<string, unknown> };
  result?: { score?: { raw: number; min: number; max: number; scaled: number }; success?: boolean; completion?: boolean; response?: string };
  context: { platform: string; language?: string; contextActivities?: { parent: { objectType: 'Activity'; id: string; definition: Record<string, unknown> }[] } };
  timestamp: string;
}

const ADL = 'http://adlnet.gov/expapi';
export const VERBS = {
  answered: { id: `${ADL}/verbs/answered`, display: { 'en-US': 'answered' } },
  completed: { id: `${ADL}/verbs/completed`, display: { 'en-US': 'completed' } },
  passed: { id: `${ADL}/verbs/passed`, display: { 'en-US': 'passed' } },
  failed: { id: `${ADL}/verbs/failed`, display: { 'en-US': 'failed' } },
} as const;

/** The share of a book's points a reader needs to have passed it. */
const PASS_MARK = 0.5;

/** Who learns, where and in which book: what every statement of one answer shares. */
export interface Learning {
  /** The site's address: the home of the readers' accounts and of the activities' ids. */
  site: string;
  reader: { id: string; name: string };
  book: { id: string; title: string };
  /** A language tag for names in language maps: 'und' (undetermined) when the book does not say. */
  language?: string;
  at: Date;
}

const INTERACTION: Record<QuestionKind, string> = { choice: 'choice', poll: 'choice', blanks: 'fill-in', matching: 'matching', ordering: 'sequencing', short: 'long-fill-in' };
const list = (ids: readonly string[]) => ids.join('[,]');
const described = (items: { id: string; text: string }[], language: string) => items.map((item) => ({ id: item.id, description: { [language]: item.text } }));

const bookActivity = (l: Learning) => ({ objectType: 'Activity' as const, id: `${l.site}/ebooks/${l.book.id}`, definition: { type: 'http://id.tincanapi.com/activitytype/book', name: { [l.language ?? 'und']: l.book.title } } });
const actor = (l: Learning) => ({ objectType: 'Agent' as const, name: l.reader.name, account: { homePage: l.site, name: l.reader.id } });
const score = (raw: number, max: number) => ({ raw, min: 0, max, scaled: Math.round((raw / max) * 10_000) / 10_000 });

/** A question as an interaction activity (xAPI 1.0.3 §2.4.4.1.1): its kind, its choices or parts, and its right response where there is one. */
function interaction(question: Question, language: string): Record<string, unknown> {
  const kind = kindOf(question);
  const definition: Record<string, unknown> = { type: `${ADL}/activities/cmi.interaction`, name: { [language]: question.question || '?' }, interactionType: INTERACTION[kind] };
  switch (kind) {
    case 'choice':
      definition.choices = described(question.options, language);
      definition.correctResponsesPattern = [list(question.options.filter((o) => o.correct).map((o) => o.id))];
      break;
    case 'poll':
      definition.choices = described(question.options, language);
      break;
    case 'blanks':
      definition.correctResponsesPattern = [`{case_matters=${!!question.caseSensitive}}${list(sentenceParts(question.sentence ?? '').blanks.map((accepted) => accepted[0] ?? ''))}`];
      break;
    case 'matching': {
      const pairs = question.pairs ?? [];
      definition.source = described(pairs.map((p) => ({ id: p.id, text: p.left })), language);
      definition.target = described(pairs.map((p) => ({ id: p.id, text: p.right })), language);
      definition.correctResponsesPattern = [list(pairs.map((p) => `${p.id}[.]${p.id}`))];
      break;
    }
    case 'ordering':
      definition.choices = described(question.items ?? [], language);
      definition.correctResponsesPattern = [list((question.items ?? []).map((item) => item.id))];
      break;
    case 'short':
      if (questionParts(question).length) definition.description = { [language]: questionParts(question).map((p) => p.text).join(', ') };
  }
  return definition;
}

/** The reader's answer in the response format of its interaction type. */
function response(question: Question, chosen: readonly string[]): string {
  return kindOf(question) === 'matching' ? list((question.pairs ?? []).map((p, i) => `${p.id}[.]${chosen[i] ?? ''}`)) : list(chosen);
}

/** `answered`: the question, the reader's response and, where the question has a right answer and a score, both. */
export function answeredStatement(l: Learning, elementId: string, question: Question, chosen: readonly string[], scored: Scored, points: number): Statement {
  const language = l.language ?? 'und';
  const result: NonNullable<Statement['result']> = { response: response(question, chosen), completion: true };
  if (scored.correct !== null) result.success = scored.correct;
  if (scored.correct !== null && points > 0) result.score = score(scored.score, points);
  return {
    id: randomUUID(),
    actor: actor(l),
    verb: VERBS.answered,
    object: { objectType: 'Activity', id: `${bookActivity(l).id}/questions/${encodeURIComponent(elementId)}`, definition: interaction(question, language) },
    result,
    context: { platform: 'Folio', language, contextActivities: { parent: [bookActivity(l)] } },
    timestamp: l.at.toISOString(),
  };
}

/** `completed` and `passed` or `failed`: the reader has answered every question of the book, with this score of its points. */
export function completionStatements(l: Learning, scored: number, points: number): Statement[] {
  const passed = points === 0 || scored / points >= PASS_MARK;
  const result = { ...(points > 0 ? { score: score(scored, points) } : {}), success: passed, completion: true };
  const about = { actor: actor(l), object: bookActivity(l), context: { platform: 'Folio', ...(l.language ? { language: l.language } : {}) }, timestamp: l.at.toISOString() };
  return [
    { id: randomUUID(), ...about, verb: VERBS.completed, result },
    { id: randomUUID(), ...about, verb: passed ? VERBS.passed : VERBS.failed, result },
  ];
}
