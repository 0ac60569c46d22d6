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
