import { describe, expect, it } from 'vitest';
import { wordsOf } from '@folio/shared';
import { wordAtTime } from './wordTiming';

describe("the word heard in a recorded sentence, by the sentence's time shared among its words", () => {
  // "The elephant sat." at letter 10 of its element: 3 + 8 + 3 = 14 letters of words over 1.4 s, from 2 s.
  const sentence = { text: 'The elephant sat.', start: 10, end: 27 };
  const words = wordsOf(sentence, 'en');
  const at = (time: number) => wordAtTime(words, 2, 3.4, time)?.text ?? null;

  it('finds the words with their offsets in the element', () => {
    expect(words).toEqual([
      { text: 'The', start: 10, end: 13 },
      { text: 'elephant', start: 14, end: 22 },
      { text: 'sat', start: 23, end: 26 },
    ]);
  });

  it('gives each word a share of the time as long as its letters, in order', () => {
    expect(at(2)).toBe('The');
    expect(at(2.29)).toBe('The');
    // "elephant" from 2.3 s to 3.1 s.
    expect(at(2.31)).toBe('elephant');
    expect(at(3.09)).toBe('elephant');
    expect(at(3.11)).toBe('sat');
    expect(at(3.39)).toBe('sat');
  });

  it('lights nothing outside the sentence or in a sentence without words', () => {
    expect(at(1.99)).toBeNull();
    expect(at(3.4)).toBeNull();
    expect(wordAtTime([], 0, 1, 0.5)).toBeNull();
  });
});
