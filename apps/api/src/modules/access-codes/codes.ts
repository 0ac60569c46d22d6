import { randomInt } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@folio/shared';

/**
 * A new access code: ACCESS_CODE_LENGTH characters drawn by the operating system's random source from the join
 * codes' alphabet (no look-alikes): 23^16, about 2^72, codes, so that trying them (rate-limited besides) finds none.
 * Stored as it is (capitals, no dashes), under a unique index.
 */
export const newAccessCode = () => Array.from({ length: ACCESS_CODE_LENGTH }, () => ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)]).join('');
