import type { TextSpan } from '@folio/shared';

/**
 * The word of a recorded sentence heard at `time` (seconds): the author aligned sentences only, so the sentence's
 * time from `start` to `end` is shared among its words by their letters, as the automatic alignment shares a
 * recording among sentences (editor/narration/timings.ts). Null outside the sentence or when it has no words.
 */
export function wordAtTime(words: readonly TextSpan[], start: number, end: number, time: number): TextSpan | null {
  const letters = words.reduce((sum, word) => sum + word.text.length, 0);
  if (!letters || time < start || time >= end) return null;
  let until = start;
  for (const word of words) {
    until += ((end - start) * word.text.length) / letters;
    if (time < until) return word;
  }
  // Rounding left the last instant past the last word's share.
  return words.at(-1) ?? null;
}
