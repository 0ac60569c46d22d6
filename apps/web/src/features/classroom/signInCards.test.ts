import { describe, expect, it } from 'vitest';
import { cardPages } from '../../components/CardSheet';
import { cardAddress, signInCardsOf } from './signInCards';

describe('sign-in cards', () => {
  it('are printed eight to a page, in order', () => {
    const cards = Array.from({ length: 19 }, (_, i) => i);
    const pages = cardPages(cards);
    expect(pages.map((page) => page.length)).toEqual([8, 8, 3]);
    expect(pages.flat()).toEqual(cards);
    expect(cardPages([])).toEqual([]);
  });

  it("lead to the class's sign-in with the pupil picked", () => {
    expect(cardAddress('https://folio.school', 'HKMP3WXA', '5f0c')).toBe('https://folio.school/join/HKMP3WXA?pupil=5f0c');
  });

  it('are shown only from the state the class screen handed over', () => {
    const state = { cards: [{ id: 'a', name: 'Ana', secret: ['cat', 'sun', 'cat', 'boat'] }], className: '3B', joinCode: 'HKMP3WXA' };
    expect(signInCardsOf(state)).toBe(state);
    expect(signInCardsOf(null)).toBeNull();
    expect(signInCardsOf({ cards: [] })).toBeNull();
  });
});
