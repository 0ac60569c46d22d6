import { describe, expect, it } from 'vitest';
import { textLanguage } from './text.ts';

describe('the language of a text', () => {
  it.each([
    ['The Water Cycle Adventure', 'en', 'ltr'],
    ['রংধনুর রং — Colors', 'bn', 'ltr'],
    ['دورة الماء في الطبيعة (Water)', 'ar', 'rtl'],
    ['물의 순환', 'ko', 'ltr'],
    ['みずのたび 水', 'ja', 'ltr'],
    ['', 'en', 'ltr'],
    ['12 + 30 = 42', 'en', 'ltr'],
  ])('should find %j written in %s, %s', (text, language, direction) => {
    expect(textLanguage(text)).toEqual({ language, direction });
  });
});
