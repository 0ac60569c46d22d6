/**
 * The automatic first guess of when each sentence is read (decision 0xx "narration"): the speech is shared out in
 * proportion to each sentence's letters, then each boundary moves to the nearest pause found in the recording.
 * The author corrects what is wrong by tapping along or moving markers; this only saves them most of the work.
 */

/** A quiet stretch of the recording, in seconds. */
export interface Silence {
  start: number;
  end: number;
}

/** Loudness is measured in windows this long (seconds). */
const WINDOW = 0.02;

/**
 * The pauses of a recording: stretches at least `minLength` seconds long whose loudness (RMS per 20 ms) stays under
 * a threshold set between the recording's own quiet and loud parts, so that a whispered or a loud reading, and a
 * microphone's noise, all work without a setting.
 */
export function findSilences(samples: Float32Array, rate: number, minLength = 0.15): Silence[] {
  const size = Math.max(1, Math.round(rate * WINDOW));
  const count = Math.floor(samples.length / size);
  if (count === 0) return [];
  const rms = new Float32Array(count);
  for (let w = 0; w < count; w += 1) {
    let sum = 0;
    for (let i = w * size; i < (w + 1) * size; i += 1) sum += samples[i]! * samples[i]!;
    rms[w] = Math.sqrt(sum / size);
  }
  const sorted = [...rms].sort((a, b) => a - b);
  const quiet = sorted[Math.floor(count * 0.1)]!;
  const loud = sorted[Math.min(count - 1, Math.floor(count * 0.95))]!;
  // A recording with no contrast (all silence, or a constant tone) has no pauses to find.
  if (loud <= quiet * 1.5 || loud < 1e-4) return [];
  const threshold = quiet + (loud - quiet) * 0.12;
  const silences: Silence[] = [];
  let from = -1;
  for (let w = 0; w <= count; w += 1) {
    const silent = w < count && rms[w]! < threshold;
    if (silent && from < 0) from = w;
    if (!silent && from >= 0) {
      if ((w - from) * WINDOW >= minLength) silences.push({ start: from * WINDOW, end: Math.min(w * WINDOW, samples.length / rate) });
      from = -1;
    }
  }
  return silences;
}

/** The letters that take time to say: spaces and punctuation take none, but each sentence has its pause. */
const weight = (text: string) => text.replace(/[\s\p{P}]/gu, '').length + 3;

/**
 * The start of each sentence (seconds, in the recording from `from` to `to`), and when the last one ends.
 * Leading and trailing pauses are left out of the speech; each boundary then goes to the end of the nearest pause
 * within half a sentence of it (where the next sentence's first word begins), each pause used once, in order.
 */
export function guessStarts(texts: readonly string[], from: number, to: number, silences: readonly Silence[]): { starts: number[]; end: number } {
  if (!texts.length || to <= from) return { starts: texts.map(() => from), end: to };
  const inside = silences.filter((s) => s.end > from && s.start < to).map((s) => ({ start: Math.max(from, s.start), end: Math.min(to, s.end) }));
  const lead = inside[0] && inside[0].start <= from + WINDOW ? inside.shift()!.end : from;
  const tail = inside.at(-1) && inside.at(-1)!.end >= to - WINDOW ? inside.pop()!.start : to;
  const speechStart = Math.min(lead, tail);
  const speechEnd = Math.max(tail, speechStart);
  const weights = texts.map(weight);
  const total = weights.reduce((a, b) => a + b, 0);
  const length = speechEnd - speechStart;
  const starts = [speechStart];
  let sum = 0;
  let next = 0;
  for (let i = 1; i < texts.length; i += 1) {
    sum += weights[i - 1]!;
    const guess = speechStart + (sum / total) * length;
    const reach = (length * weights[i - 1]!) / total / 2;
    // The nearest pause not yet used that is within reach of the guess.
    let best = -1;
    for (let k = next; k < inside.length; k += 1) {
      const middle = (inside[k]!.start + inside[k]!.end) / 2;
      if (Math.abs(middle - guess) <= reach && (best < 0 || Math.abs(middle - guess) < Math.abs((inside[best]!.start + inside[best]!.end) / 2 - guess))) best = k;
    }
    const previous = starts[i - 1]!;
    const start = best >= 0 ? inside[best]!.end : guess;
    if (best >= 0) next = best + 1;
    starts.push(Math.max(previous, start));
  }
  return { starts: starts.map((s) => round(s)), end: round(speechEnd) };
}

/** Times kept to the millisecond. */
export const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
