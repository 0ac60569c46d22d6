import { describe, expect, it } from 'vitest';
import { isWholeJoinCode, normaliseJoinCode, spacedJoinCode, typedJoinCode } from './joinCode';

describe('normaliseJoinCode', () => {
  it('upper-cases what the pupil typed', () => {
    expect(normaliseJoinCode('hkmp3wxa')).toBe('HKMP3WXA');
  });

  it('drops the spaces and dashes a card or a keyboard puts in', () => {
    expect(normaliseJoinCode(' hkmp 3wxa ')).toBe('HKMP3WXA');
    expect(normaliseJoinCode('HKMP-3WXA')).toBe('HKMP3WXA');
    expect(normaliseJoinCode('hkmp–3wxa')).toBe('HKMP3WXA');
    expect(normaliseJoinCode('hk\tmp\u00a03wxa')).toBe('HKMP3WXA');
  });

  it('keeps at most the eight characters of a code in the field, and the whole of a code in an address', () => {
    expect(typedJoinCode('hkmp-3wxa-q')).toBe('HKMP3WXA');
    expect(normaliseJoinCode('HKMP3WXAQ')).toBe('HKMP3WXAQ');
  });

  it('says whether the code is whole', () => {
    expect(isWholeJoinCode(normaliseJoinCode('hkmp-3wx'))).toBe(false);
    expect(isWholeJoinCode(normaliseJoinCode('hkmp-3wxa'))).toBe(true);
  });
});

describe('spacedJoinCode', () => {
  it('splits a code into two groups of four, which the join field reads back as the code', () => {
    expect(spacedJoinCode('HKMP3WXA')).toBe('HKMP 3WXA');
    expect(normaliseJoinCode(spacedJoinCode('HKMP3WXA'))).toBe('HKMP3WXA');
  });
});
