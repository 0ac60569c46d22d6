import { describe, expect, it } from 'vitest';
import { findSilences, guessStarts } from './timings';

const RATE = 8000;
/** A synthetic reading: stretches of a tone (speech) and of near silence (a little noise), in seconds. */
function signal(parts: [kind: 'speech' | 'pause', seconds: number][]) {
  const out = new Float32Array(Math.round(parts.reduce((s, [, d]) => s + d, 0) * RATE));
  let at = 0;
  let seed = 7;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.004;
  for (const [kind, seconds] of parts) {
    const n = Math.round(seconds * RATE);
    for (let i = 0; i < n; i += 1) out[at + i] = (kind === 'speech' ? 0.5 * Math.sin((2 * Math.PI * 220 * i) / RATE) : 0) + noise();
    at += n;
  }
  return out;
}

describe('findSilences', () => {
  it('should find the pauses of a reading, and not the short gaps inside words', () => {
    const samples = signal([['pause', 0.3], ['speech', 1], ['pause', 0.05], ['speech', 0.5], ['pause', 0.4], ['speech', 2], ['pause', 0.3]]);
    const found = findSilences(samples, RATE);
    expect(found).toHaveLength(3);
    const [lead, gap, tail] = found;
    expect(lead!.start).toBe(0);
    expect(lead!.end).toBeCloseTo(0.3, 1);
    expect(gap!.start).toBeCloseTo(1.85, 1);
    expect(gap!.end).toBeCloseTo(2.25, 1);
    expect(tail!.end).toBeCloseTo(4.55, 1);
  });

  it('should find none in a recording without contrast', () => {
    expect(findSilences(new Float32Array(RATE), RATE)).toEqual([]);
    expect(findSilences(signal([['speech', 1]]), RATE)).toEqual([]);
  });
});

describe('guessStarts', () => {
  it('should share the speech out by the sentences\' letters when there are no pauses', () => {
    // Weights: 7 + 3 and 27 + 3 letters: a quarter and three quarters of 4 seconds.
    const { starts, end } = guessStarts(['Abcdefg', 'Abcdefghijklmnopqrstuvwxyza'], 0, 4, []);
    expect(starts).toEqual([0, 1]);
    expect(end).toBe(4);
  });

  it('should leave the leading and trailing pauses out, and move each boundary to the end of the nearest pause', () => {
    const samples = signal([['pause', 0.5], ['speech', 1.5], ['pause', 0.5], ['speech', 1.5], ['pause', 0.5], ['speech', 1], ['pause', 0.5]]);
    const silences = findSilences(samples, RATE);
    // By letters alone the second sentence would start at about 1.9 s and the third at about 4.0 s.
    const { starts, end } = guessStarts(['One two three four.', 'Five six seven eight.', 'Nine ten.'], 0, samples.length / RATE, silences);
    expect(starts[0]).toBeCloseTo(0.5, 1);
    expect(starts[1]).toBeCloseTo(2.5, 1);
    expect(starts[2]).toBeCloseTo(4.5, 1);
    expect(end).toBeCloseTo(5.5, 1);
  });

  it('should keep the starts in order and inside the part of the recording kept', () => {
    const { starts, end } = guessStarts(['a', 'b', 'c'], 1, 2, [{ start: 1.5, end: 1.52 }]);
    expect([...starts].sort((x, y) => x - y)).toEqual(starts);
    expect(starts[0]).toBeGreaterThanOrEqual(1);
    expect(end).toBeLessThanOrEqual(2);
  });
});
