import { describe, expect, it } from 'vitest';
import { averagePercent, awaitsMark, marksByHand, scoreBands } from './figures';
import { dayOrNothing } from '../../../analytics/period';

describe('the score bands', () => {
  it('puts a score on an edge in the band above, and full marks in the last band', () => {
    expect(scoreBands([0, 1, 2, 3.9, 4, 8, 9.9, 10].map((score) => ({ score })), 10)).toEqual([2, 2, 1, 0, 3]);
  });
  it('counts nobody when the book has no points, and averages in percent', () => {
    expect(scoreBands([{ score: 0 }], 0)).toEqual([0, 0, 0, 0, 0]);
    expect(averagePercent([{ score: 1 }, { score: 2 }], 4)).toBe(38);
    expect(averagePercent([], 4)).toBe(0);
  });
});

describe('marking by hand', () => {
  const short = { kind: 'short' as const };
  it('is for current short answers without a verdict, or already marked', () => {
    expect(awaitsMark(short, { current: true, correct: null, marked: false })).toBe(true);
    expect(marksByHand(short, { current: true, correct: true, marked: true })).toBe(true);
    expect(awaitsMark(short, { current: true, correct: true, marked: true })).toBe(false);
    // Marked by its keywords, or to an earlier version, or a poll: never by hand.
    expect(marksByHand(short, { current: true, correct: false, marked: false })).toBe(false);
    expect(marksByHand(short, { current: false, correct: null, marked: false })).toBe(false);
    expect(marksByHand({ kind: 'poll' }, { current: true, correct: null, marked: false })).toBe(false);
  });
});

describe('days in the address', () => {
  it('keeps only real days', () => {
    expect(dayOrNothing('2026-11-01')).toBe('2026-11-01');
    expect(dayOrNothing('2026-13-01')).toBeUndefined();
    expect(dayOrNothing('yesterday')).toBeUndefined();
    expect(dayOrNothing(null)).toBeUndefined();
  });
});
