import { randomInt } from 'node:crypto';

/** Letters and digits a customer reads aloud without doubt: no 0/O, 1/I/L. */
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TRACKING_PATTERN = /^FOL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

const block = () => Array.from({ length: 4 }, () => TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)]).join('');

/** A tracking number such as FOL-7K3M-9QXA: 31^8 (8.5 × 10^11) values; the unique index catches the rare repeat. */
export const newTrackingNumber = () => `FOL-${block()}-${block()}`;
