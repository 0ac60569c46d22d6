import { PICTURE_SECRET_LENGTH, PICTURES, type Picture } from '@folio/shared';

/** The pad's pictures in rows of this many, on every screen: four rows of four. */
const PAD_COLUMNS = 4;

/** The slots after a tap: the picture goes into the next empty slot; once all are full, taps change nothing. */
export const tapPicture = (slots: readonly Picture[], picture: Picture): Picture[] => (slots.length >= PICTURE_SECRET_LENGTH ? [...slots] : [...slots, picture]);

/** The slots after "remove last". */
export const removeLastPicture = (slots: readonly Picture[]): Picture[] => slots.slice(0, -1);

/** Whether the pupil has tapped all the pictures of a password, so that it may be sent. */
export const isSecretWhole = (slots: readonly Picture[]): boolean => slots.length === PICTURE_SECRET_LENGTH;

/**
 * The button an arrow key moves to in the grid of pictures, or null for another key or past an edge. The
 * grid runs from the reading start, so in a right-to-left page ArrowLeft moves forward. Home and End go to the
 * first and last picture.
 */
export function padKeyTarget(index: number, key: string, rtl: boolean, count: number = PICTURES.length, columns = PAD_COLUMNS): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const target =
    key === forward ? index + 1 : key === back ? index - 1 : key === 'ArrowDown' ? index + columns : key === 'ArrowUp' ? index - columns : key === 'Home' ? 0 : key === 'End' ? count - 1 : null;
  return target !== null && target >= 0 && target < count ? target : null;
}
