import { describe, expect, it } from 'vitest';
import type { Picture } from '@folio/shared';
import { isSecretWhole, padKeyTarget, removeLastPicture, tapPicture } from './picturePad';

describe('the picture pad', () => {
  it('fills the slots in the order the pictures are tapped, the same picture as often as tapped', () => {
    let slots: Picture[] = [];
    for (const picture of ['cat', 'sun', 'cat', 'boat'] as const) slots = tapPicture(slots, picture);
    expect(slots).toEqual(['cat', 'sun', 'cat', 'boat']);
    expect(isSecretWhole(slots)).toBe(true);
  });

  it('takes no fifth picture', () => {
    const full: Picture[] = ['cat', 'sun', 'cat', 'boat'];
    expect(tapPicture(full, 'dog')).toEqual(full);
  });

  it('removes the last picture, and nothing from empty slots', () => {
    expect(removeLastPicture(['cat', 'sun', 'moon'])).toEqual(['cat', 'sun']);
    expect(removeLastPicture([])).toEqual([]);
    expect(isSecretWhole(['cat', 'sun', 'moon'])).toBe(false);
  });

  it('does not change the slots it was given', () => {
    const slots: Picture[] = ['cat'];
    tapPicture(slots, 'dog');
    removeLastPicture(slots);
    expect(slots).toEqual(['cat']);
  });
});

describe('moving through the pad with the keyboard', () => {
  it('moves along a row and between rows of four', () => {
    expect(padKeyTarget(0, 'ArrowRight', false)).toBe(1);
    expect(padKeyTarget(5, 'ArrowLeft', false)).toBe(4);
    expect(padKeyTarget(1, 'ArrowDown', false)).toBe(5);
    expect(padKeyTarget(9, 'ArrowUp', false)).toBe(5);
    expect(padKeyTarget(3, 'ArrowRight', false)).toBe(4);
  });

  it('reads right to left in Arabic: the left arrow goes forward', () => {
    expect(padKeyTarget(0, 'ArrowLeft', true)).toBe(1);
    expect(padKeyTarget(1, 'ArrowRight', true)).toBe(0);
  });

  it('stops at the edges, and Home and End go to the first and last picture', () => {
    expect(padKeyTarget(0, 'ArrowLeft', false)).toBeNull();
    expect(padKeyTarget(2, 'ArrowUp', false)).toBeNull();
    expect(padKeyTarget(14, 'ArrowDown', false)).toBeNull();
    expect(padKeyTarget(15, 'ArrowRight', false)).toBeNull();
    expect(padKeyTarget(7, 'Home', false)).toBe(0);
    expect(padKeyTarget(7, 'End', false)).toBe(15);
  });

  it('leaves other keys to the button', () => {
    expect(padKeyTarget(3, 'Enter', false)).toBeNull();
    expect(padKeyTarget(3, ' ', false)).toBeNull();
  });
});
