import type { AccessCode, AccessCodeBatch } from '@folio/shared';
import { csvField } from '../../app/csvField';

/** The column names of the CSV, in the reader's language. */
export interface CodesCsvHeader {
  code: string;
  link: string;
  books: string;
  seats: string;
  seatsLeft: string;
  expires: string;
  revoked: string;
  redeemedBy: string;
}

/** Where a code's link leads: the redeem page with the code filled in. */
export const redeemAddress = (origin: string, code: string) => `${origin}/redeem/${encodeURIComponent(code)}`;

/**
 * A batch's codes as CSV for a spreadsheet or a mail merge: one row a code, its redeem link, the books, its seats, and
 * who redeemed it (name and e-mail address, with when). Every field goes through csvField (formula-neutralised).
 */
export function codesCsv(batch: AccessCodeBatch, codes: readonly AccessCode[], origin: string, header: CodesCsvHeader): string {
  const books = batch.books.map((b) => b.title).join('; ');
  const rows = codes.map((c) => [
    c.code,
    redeemAddress(origin, c.code),
    books,
    c.seats,
    c.revoked_at ? 0 : c.seats_left,
    batch.expires_at ?? '',
    c.revoked_at ?? '',
    c.redemptions.map((r) => `${r.user.name}${r.user.email ? ` <${r.user.email}>` : ''} ${r.redeemed_at}`).join('; '),
  ]);
  const head = [header.code, header.link, header.books, header.seats, header.seatsLeft, header.expires, header.revoked, header.redeemedBy];
  return [head, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}
