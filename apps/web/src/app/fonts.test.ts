import { describe, expect, it } from 'vitest';
import { scriptsIn } from './fonts';

describe('the script fonts a text needs', () => {
  it('finds each script by its characters, and none in Latin text', () => {
    expect(scriptsIn('{"title":"The Little Lighthouse","price":4.99}')).toEqual([]);
    expect(scriptsIn('নদীর ছড়া')).toEqual(['bn']);
    expect(scriptsIn('رحلة السلحفاة الصغيرة')).toEqual(['ar']);
    expect(scriptsIn('한국어 책')).toEqual(['ko']);
    expect(scriptsIn('ゆいちゃんの四季')).toEqual(['ja']);
    expect(scriptsIn('Books: নদীর ছড়া, ゆいちゃんの四季')).toEqual(['bn', 'ja']);
  });
});
