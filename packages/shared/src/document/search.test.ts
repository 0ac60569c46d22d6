import { describe, expect, it } from 'vitest';
import { excerptOf, findInText } from './search.ts';

describe('search inside a book', () => {
  it('finds words without regard to case or Latin accents, and reports where they are in the original text', () => {
    expect(findInText('Le Résumé du livre', 'resume')).toEqual({ start: 3, length: 6 });
    expect(findInText('The KOALA sleeps', 'koala')).toEqual({ start: 4, length: 5 });
    expect(findInText('The koala sleeps', 'kangaroo')).toBeNull();
    expect(findInText('anything', '   ')).toBeNull();
  });

  it('ignores Arabic vowel marks but keeps Bengali vowel signs, which are letters', () => {
    expect(findInText('قَرَأَ الكِتَابَ', 'الكتاب')).not.toBeNull();
    expect(findInText('আমি বই পড়ি', 'বই')).toEqual({ start: 4, length: 2 });
    // বা and বি differ only by a vowel sign: one is not the other.
    expect(findInText('বাড়ি', 'বি')).toBeNull();
  });

  it('treats runs of white space as one space', () => {
    expect(findInText('two\n\n  words', 'two words')).toEqual({ start: 0, length: 9 });
  });

  it('cuts the excerpt at word boundaries around the match and marks it', () => {
    const text = `${'lead word '.repeat(12)}the kingfisher dives ${'tail word '.repeat(12)}`;
    const hit = excerptOf(text, 'Kingfisher');
    expect(hit).not.toBeNull();
    const { excerpt, match_start, match_length } = hit!;
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt.slice(match_start, match_start + match_length)).toBe('kingfisher');
    // Whole words at both ends.
    expect(excerpt.slice(2).split(' ')[0]).toMatch(/^(lead|word)$/);
    expect(excerpt.slice(0, -2).split(' ').at(-1)).toMatch(/^(tail|word)$/);
    expect(excerptOf('A short page', 'short')).toEqual({ excerpt: 'A short page', match_start: 2, match_length: 5 });
  });
});
