import type { Question } from '@folio/shared';

/**
 * The words a banked question is found by: its text, a blanks sentence (without the brackets around its blanks,
 * so that a phrase across a blank matches), its options, pairs, items and keywords, joined by spaces.
 */
export function questionWords(question: Question): string {
  return [
    question.question,
    (question.sentence ?? '').replace(/[[\]]/g, ''),
    ...question.options.map((o) => o.text),
    ...(question.pairs ?? []).flatMap((p) => [p.left, p.right]),
    ...(question.items ?? []).map((item) => item.text),
    ...(question.keywords ?? []),
  ]
    .map((text) => text.trim())
    .filter(Boolean)
    .join(' ');
}

/** Half of a surrogate pair on its own: not Unicode text, and refused by PostgreSQL's JSON (which would be a 500). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The paths (`question.options.0.text`) of the strings in `value` that are not well-formed Unicode, a few at most. */
export function malformedTextPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= 10) return found;
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) found.push(path.join('.'));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) found.push([...path, key].join('.'));
      malformedTextPaths(item, [...path, key], found);
    }
  }
  return found;
}
