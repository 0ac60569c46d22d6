import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, PICTURE_SECRET_LENGTH, PICTURES, type Picture } from '@folio/shared';

/** A new join code: JOIN_CODE_LENGTH characters drawn by the operating system's random source, none a child mixes up. */
export const newJoinCode = () => Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');

/** A pupil's new picture password: PICTURE_SECRET_LENGTH pictures in order (a picture may come back). */
export const newPictureSecret = (): Picture[] => Array.from({ length: PICTURE_SECRET_LENGTH }, () => PICTURES[randomInt(PICTURES.length)]!);

/** The words a picture password is kept (hashed) and compared as: the pictures' names joined, so a typed secret works too. */
export const secretText = (secret: readonly string[] | string) =>
  (typeof secret === 'string' ? secret.split(/[\s,;-]+/) : [...secret]).map((word) => word.trim().toLowerCase()).filter(Boolean).join('-');
