import { describe, expect, it } from 'vitest';
import type { AccessCode, AccessCodeBatch } from '@folio/shared';
import { codesCsv, redeemAddress } from './codesCsv';

const batch: AccessCodeBatch = {
  id: 'b1',
  name: 'Year 5',
  books: [{ id: 'e1', title: '=HYPERLINK("x")', slug: 'x' }, { id: 'e2', title: 'Plain "quoted" book', slug: 'y' }],
  code_count: 2,
  seats_per_code: 2,
  seats_taken: 1,
  revoked_count: 1,
  expires_at: '2030-01-31T23:59:59.999Z',
  created_at: '2026-01-01T00:00:00.000Z',
  created_by: { id: 'u', name: 'Kenji' },
  order: null,
};
const codes: AccessCode[] = [
  { id: 'c1', code: 'ACDE-FGHJ-KMNP-QRTW', seats: 2, seats_left: 1, revoked_at: null, redemptions: [{ user: { id: 'r', name: '@Ada', email: 'ada@example.com' }, redeemed_at: '2026-02-01T10:00:00.000Z' }] },
  { id: 'c2', code: 'XY34-6799-ACDE-FGHJ', seats: 2, seats_left: 2, revoked_at: '2026-03-01T00:00:00.000Z', redemptions: [] },
];
const header = { code: 'Code', link: 'Link', books: 'Books', seats: 'Seats', seatsLeft: 'Seats left', expires: 'Expires', revoked: 'Revoked', redeemedBy: 'Redeemed by' };

describe('codesCsv', () => {
  it('writes one row a code, with its redeem link, the books and who redeemed it, every field neutralised', () => {
    const lines = codesCsv(batch, codes, 'https://books.example', header).split('\r\n');
    expect(lines[0]).toBe('"Code","Link","Books","Seats","Seats left","Expires","Revoked","Redeemed by"');
    expect(lines[1]).toBe(
      `"ACDE-FGHJ-KMNP-QRTW","https://books.example/redeem/ACDE-FGHJ-KMNP-QRTW","'=HYPERLINK(""x""); Plain ""quoted"" book","2","1","2030-01-31T23:59:59.999Z","","'@Ada <ada@example.com> 2026-02-01T10:00:00.000Z"`,
    );
    // A revoked code has no seat left to give.
    expect(lines[2]).toContain('"2","0","2030-01-31T23:59:59.999Z","2026-03-01T00:00:00.000Z",""');
    expect(lines).toHaveLength(3);
  });

  it('links to the redeem page with the code filled in', () => {
    expect(redeemAddress('https://a.example', 'AB-CD')).toBe('https://a.example/redeem/AB-CD');
  });
});
