import { JOIN_CODE_LENGTH } from '@folio/shared';

/**
 * A class code as the pupil typed it, in the form the server knows: upper case, without the spaces and dashes a
 * card or a board splits it with (any dash: a phone's keyboard may turn '-' into '–').
 */
export const normaliseJoinCode = (typed: string): string => typed.toUpperCase().replace(/[\s\p{Pd}]/gu, '');

/** What the code field keeps of what is typed or pasted: the code, normalised, at most its length. */
export const typedJoinCode = (typed: string): string => normaliseJoinCode(typed).slice(0, JOIN_CODE_LENGTH);

/** Whether a normalised code has all its characters. */
export const isWholeJoinCode = (code: string): boolean => code.length === JOIN_CODE_LENGTH;

/** A code as cards show it: in two groups of four, which a child copies more easily than eight in a row. */
export const spacedJoinCode = (code: string): string => code.replace(/^(.{4})(?=.)/, '$1 ');
