import type { ElementFields, QuestionKind } from './elements.ts';

/**
 * The questions of a book (quiz elements) and their answers, one set of rules for the browser (a reader's
 * feedback at once, a visitor's answers) and the server (which scores and keeps a signed-in reader's). Every
 * answer is a list of strings, whatever the kind:
 * - choice, poll: the ids of the options chosen;
 * - blanks: what the reader wrote in each blank, in the sentence's order;
 * - matching: for each pair, in the question's order, the id of the pair whose right side the reader chose;
 * - ordering: the item ids in the reader's order;
 * - short: the reader's words, one string.
 */
export type Question = ElementFields<'quiz'>;

export const kindOf = (question: Pick<Question, 'kind'>): QuestionKind => question.kind ?? 'choice';

/** Right or wrong and the points scored; `correct` is null where nobody is right (a poll) or a teacher will say (a short answer left to mark). */
export interface Scored {
  correct: boolean | null;
  score: number;
}

/** The points a question can give: a poll gives none. */
export const questionPoints = (question: Pick<Question, 'kind' | 'points'>) => (kindOf(question) === 'poll' ? 0 : question.points);

/** A short answer waits for the book's owner to mark it. */
export const markedByTeacher = (question: Pick<Question, 'kind' | 'marking'>) => kindOf(question) === 'short' && question.marking === 'teacher';

const BLANK = /\[([^[\]]*)\]/g;
const alternatives = (accepted: string) =>
  accepted
    .split('/')
    .map((a) => a.trim())
    .filter(Boolean);

/** A blanks sentence cut at its blanks: the words around them (one more than the blanks) and each blank's accepted answers. */
export function sentenceParts(sentence: string): { texts: string[]; blanks: string[][] } {
  const texts: string[] = [];
  const blanks: string[][] = [];
  let last = 0;
  for (const match of sentence.matchAll(BLANK)) {
    texts.push(sentence.slice(last, match.index));
    blanks.push(alternatives(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  texts.push(sentence.slice(last));
  return { texts, blanks };
}

/** Written answers compared as a reader means them: full-width and half-width alike, spaces collapsed, and case as the question says. */
function normalized(text: string, caseSensitive: boolean | undefined): string {
  const plain = text.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  return caseSensitive ? plain : plain.toLowerCase();
}

/** The parts of a question that are right or wrong on their own, with what each asks: blanks, pairs, positions, keywords. */
export function questionParts(question: Question): { id: string; text: string }[] {
  switch (kindOf(question)) {
    case 'blanks':
      return sentenceParts(question.sentence ?? '').blanks.map((accepted, i) => ({ id: String(i), text: accepted.join(' / ') }));
    case 'matching':
      return (question.pairs ?? []).map((p) => ({ id: p.id, text: `${p.left} → ${p.right}` }));
    case 'ordering':
      return (question.items ?? []).map((item, i) => ({ id: item.id, text: `${i + 1}. ${item.text}` }));
    case 'short':
      return (question.keywords ?? []).filter((k) => alternatives(k).length).map((k, i) => ({ id: String(i), text: k }));
    default:
      return [];
  }
}

/** For each part of `questionParts`, whether the answer got it right. */
export function partsRight(question: Question, chosen: readonly string[]): boolean[] {
  const caseSensitive = question.caseSensitive;
  switch (kindOf(question)) {
    case 'blanks':
      return sentenceParts(question.sentence ?? '').blanks.map((accepted, i) => accepted.some((a) => normalized(a, caseSensitive) === normalized(chosen[i] ?? '', caseSensitive)));
    case 'matching':
      return (question.pairs ?? []).map((p, i) => chosen[i] === p.id);
    case 'ordering':
      return (question.items ?? []).map((item, i) => chosen[i] === item.id);
    case 'short': {
      const answer = normalized(chosen[0] ?? '', caseSensitive);
      return questionParts(question).map(({ text }) => alternatives(text).some((a) => answer.includes(normalized(a, caseSensitive))));
    }
    default:
      return [];
  }
}

/**
 * Scores an answer from the question alone. A choice is all or nothing (also with several right options);
 * blanks, pairs, order and keywords score their share of the points, rounded down, and are right when every
 * part is.
 */
export function scoreAnswer(question: Question, chosen: readonly string[]): Scored {
  const kind = kindOf(question);
  if (kind === 'poll' || markedByTeacher(question)) return { correct: null, score: 0 };
  if (kind === 'choice') {
    const picked = new Set(chosen);
    const correct = question.options.length > 0 && question.options.some((o) => o.correct) && question.options.every((o) => o.correct === picked.has(o.id));
    return { correct, score: correct ? question.points : 0 };
  }
  const parts = partsRight(question, chosen);
  const right = parts.filter(Boolean).length;
  if (!parts.length) return { correct: false, score: 0 };
  return { correct: right === parts.length, score: Math.floor((question.points * right) / parts.length) };
}

/** Why an answer does not fit its question (a 422), or null. */
export type AnswerProblem = 'notAnOption' | 'oneAnswer' | 'fillEveryBlank' | 'matchEvery' | 'orderEvery' | 'writeAnswer';
const MAX_WRITTEN = 2000;

export function answerProblem(question: Question, chosen: readonly string[]): AnswerProblem | null {
  const sameSet = (ids: string[]) => chosen.length === ids.length && new Set(chosen).size === ids.length && chosen.every((c) => ids.includes(c));
  switch (kindOf(question)) {
    case 'choice':
    case 'poll': {
      const options = new Set(question.options.map((o) => o.id));
      if (!chosen.length || chosen.some((id) => !options.has(id))) return 'notAnOption';
      return !question.multiple && new Set(chosen).size > 1 ? 'oneAnswer' : null;
    }
    case 'blanks': {
      const blanks = sentenceParts(question.sentence ?? '').blanks.length;
      return chosen.length !== blanks || chosen.some((c) => !c.trim() || c.length > 200) ? 'fillEveryBlank' : null;
    }
    case 'matching': {
      const ids = new Set((question.pairs ?? []).map((p) => p.id));
      return chosen.length !== ids.size || chosen.some((c) => !ids.has(c)) ? 'matchEvery' : null;
    }
    case 'ordering':
      return sameSet((question.items ?? []).map((item) => item.id)) ? null : 'orderEvery';
    case 'short':
      return chosen.length !== 1 || !chosen[0]?.trim() || chosen[0].length > MAX_WRITTEN ? 'writeAnswer' : null;
  }
}

/** An answer in words, for the results and their CSV: the options chosen, the blanks as written, the pairs as matched, the order given. */
export function answerText(question: Question, chosen: readonly string[]): string {
  switch (kindOf(question)) {
    case 'choice':
    case 'poll':
      return question.options
        .filter((o) => chosen.includes(o.id))
        .map((o) => o.text)
        .join('; ');
    case 'blanks':
      return chosen.join('; ');
    case 'matching': {
      const rightOf = new Map((question.pairs ?? []).map((p) => [p.id, p.right]));
      return (question.pairs ?? []).map((p, i) => `${p.left} → ${rightOf.get(chosen[i] ?? '') ?? ''}`).join('; ');
    }
    case 'ordering': {
      const textOf = new Map((question.items ?? []).map((item) => [item.id, item.text]));
      return chosen.map((id) => textOf.get(id) ?? '').join(' → ');
    }
    case 'short':
      return chosen[0] ?? '';
  }
}

/** A number from a text, the same in every browser and on the server: FNV-1a over the UTF-16 code units. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * A list in a mixed order that is the same each time for the same seed (a question's id): the options of a
 * shuffled choice, the right sides of a matching, the items of an ordering. In a list of two or more no item stays
 * in its own place (a derangement, by Sattolo's shuffle, which makes one cycle of them all): an ordering starts with
 * none of its steps right, rather than one move from right as a plain shuffle could leave it.
 */
export function mixedOrder<T>(list: readonly T[], seed: string): T[] {
  const out = [...list];
  let state = fingerprint(seed) || 1;
  const next = () => {
    // xorshift32: enough to mix a list, and the same everywhere.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  // Sattolo: each place takes an item from the places before it only, never keeps its own.
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A short fingerprint of what a question asks and accepts (its words, options or parts, right answers and
 * points). A kept answer carries the fingerprint of the question it answered: when the author changes the
 * question, the answer is known to be to an earlier version instead of being shown against the new one.
 * A choice's fingerprint is the one it had before there were other kinds, so that its answers stay current.
 */
export function questionVersion(question: Question): string {
  const kind = kindOf(question);
  const asked =
    kind === 'choice'
      ? [question.question, question.multiple, question.points, question.options.map((o) => [o.id, o.text, o.correct])]
      : [
          kind,
          question.question,
          question.points,
          kind === 'poll' ? [question.multiple, question.options.map((o) => [o.id, o.text])] : null,
          kind === 'blanks' ? question.sentence ?? '' : null,
          kind === 'matching' ? (question.pairs ?? []).map((p) => [p.id, p.left, p.right]) : null,
          kind === 'ordering' ? (question.items ?? []).map((item) => [item.id, item.text]) : null,
          kind === 'short' ? [question.marking ?? 'keywords', question.keywords ?? []] : null,
          kind === 'blanks' || kind === 'short' ? !!question.caseSensitive : null,
        ];
  return fingerprint(JSON.stringify(asked)).toString(36);
}
