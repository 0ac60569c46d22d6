// The access-code screens: the batches and the New batch dialog, a batch's codes (revoke, CSV), and /redeem.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_CODE_MESSAGES, type AccessCode, type AccessCodeBatch } from '@folio/shared';
import { renderWithStore } from '../../test/render';
import { memoryRouter } from '../../test/router';
import { serve } from '../ebooks/testing';
import AccessCodesPage from './AccessCodesPage';
import BatchPage from './BatchPage';
import RedeemPage from './RedeemPage';

const BATCH_ID = '5f0c0000-0000-4000-8000-0000000000b1';
const BOOK = { id: '5f0c0000-0000-4000-8000-0000000000e1', title: 'The Owl Who Read', slug: 'the-owl-who-read' };
const batch: AccessCodeBatch = {
  id: BATCH_ID,
  name: 'Year 5, Oak School',
  books: [BOOK],
  code_count: 2,
  seats_per_code: 2,
  seats_taken: 1,
  revoked_count: 0,
  expires_at: null,
  created_at: '2026-11-24T10:00:00.000Z',
  created_by: { id: 'u1', name: 'Kenji Sato' },
  order: null,
};
const codes: AccessCode[] = [
  { id: 'c1', code: 'ACDE-FGHJ-KMNP-QRTW', seats: 2, seats_left: 1, revoked_at: null, redemptions: [{ user: { id: 'r1', name: 'Lena Park', email: 'lena@example.com' }, redeemed_at: '2026-11-25T09:30:00.000Z' }] },
  { id: 'c2', code: 'XY34-6799-ACDE-FGHJ', seats: 2, seats_left: 2, revoked_at: null, redemptions: [] },
];
const page = (data: AccessCodeBatch[], extra: object = {}) => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length, ...extra });

afterEach(() => vi.restoreAllMocks());

describe('the Access codes screen', () => {
  it('lists the batches and makes a new one for the books chosen, then opens it', async () => {
    const user = userEvent.setup();
    const seen = serve((key, config) => {
      if (key === 'GET /admin/access-codes') return [200, config.params?.batch ? page([batch], { codes }) : page([batch])];
      if (key === 'GET /admin/ebooks') return [200, { data: [BOOK], current_page: 1, last_page: 1, per_page: 20, total: 1 }];
      if (key === 'POST /admin/access-codes') return [201, { message: ACCESS_CODE_MESSAGES.created, data: batch, codes }];
      return undefined;
    });
    const { element, history } = memoryRouter([
      { path: '/admin/access-codes', element: <AccessCodesPage /> },
      { path: '/admin/access-codes/:id', element: <BatchPage /> },
    ], { initialEntries: ['/admin/access-codes'] });
    renderWithStore(element);
    const row = (await screen.findByRole('rowheader', { name: /Year 5, Oak School/ })).closest('tr')!;
    expect(within(row).getByText('The Owl Who Read')).toBeTruthy();
    expect(within(row).getByText('1 of 4')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'New batch of access codes' });
    await user.click(within(dialog).getByRole('button', { name: 'Make codes' }));
    expect(await within(dialog).findByText('Choose at least one book.')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'Books' }));
    await user.click(await screen.findByRole('option', { name: 'The Owl Who Read' }));
    expect(within(within(dialog).getByRole('list', { name: 'Chosen books' })).getByText('The Owl Who Read')).toBeTruthy();
    const count = within(dialog).getByLabelText('Number of codes');
    await user.clear(count);
    await user.type(count, '3');
    const seats = within(dialog).getByLabelText('Seats per code');
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Make codes' }));

    await waitFor(() => expect(history.location.pathname).toBe(`/admin/access-codes/${BATCH_ID}`));
    const posted = seen.find((r) => r.method.toUpperCase() === 'POST')!;
    expect(JSON.parse(posted.data as string)).toEqual({ ebook_ids: [BOOK.id], count: 3, seats: 2, expires_at: null, name: '' });
  });

  it("puts the server's refusal of a field under that field", async () => {
    const user = userEvent.setup();
    serve((key) => {
      if (key === 'GET /admin/access-codes') return [200, page([])];
      if (key === 'GET /admin/ebooks') return [200, { data: [BOOK], current_page: 1, last_page: 1, per_page: 20, total: 1 }];
      if (key === 'POST /admin/access-codes') return [422, { message: 'The given data was invalid.', errors: { count: [ACCESS_CODE_MESSAGES.count] } }];
      return undefined;
    });
    renderWithStore(memoryRouter([{ path: '/', element: <AccessCodesPage /> }]).element);
    expect(await screen.findByText('No batches yet. Make one for a book or a set of books.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New batch' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Books' }));
    await user.click(await screen.findByRole('option', { name: 'The Owl Who Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make codes' }));
    const count = within(dialog).getByLabelText('Number of codes');
    await waitFor(() => expect(count.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Make between 1 and 10,000 codes.')).toBeTruthy();
  });
});

describe("a batch's page", () => {
  const showBatch = (onRevoke?: (body: unknown) => void, shown: AccessCodeBatch = batch) => {
    const seen = serve((key, config) => {
      if (key === 'GET /admin/access-codes') return [200, page([shown], { codes })];
      if (key === `POST /admin/access-codes/${BATCH_ID}/revoke`) {
        onRevoke?.(JSON.parse(config.data as string));
        return [200, { message: ACCESS_CODE_MESSAGES.revoked, data: { ...batch, revoked_count: 1 } }];
      }
      return undefined;
    });
    renderWithStore(memoryRouter([{ path: '/admin/access-codes/:id', element: <BatchPage /> }], { initialEntries: [`/admin/access-codes/${BATCH_ID}`] }).element);
    return seen;
  };

  it('shows each code, its seats and who redeemed it, and revokes one after confirming', async () => {
    const user = userEvent.setup();
    const revoked: unknown[] = [];
    showBatch((body) => revoked.push(body));
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 5, Oak School' })).toBeTruthy();
    const first = screen.getByRole('rowheader', { name: 'ACDE-FGHJ-KMNP-QRTW' }).closest('tr')!;
    expect(within(first).getByText('Partly redeemed')).toBeTruthy();
    expect(within(first).getByText('Lena Park')).toBeTruthy();
    expect(within(first).getByText('1 / 2')).toBeTruthy();
    const second = screen.getByRole('rowheader', { name: 'XY34-6799-ACDE-FGHJ' }).closest('tr')!;
    expect(within(second).getByText('Not redeemed yet')).toBeTruthy();

    await user.click(within(second).getByRole('button', { name: 'Revoke code XY34-6799-ACDE-FGHJ' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Readers who already redeemed them keep their books/)).toBeTruthy();
    expect(revoked).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toEqual([{ code_ids: ['c2'] }]));
  });

  it('downloads the codes as CSV, formula-neutralised', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:codes'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    showBatch();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')[0]).toBe('"Code","Redeem link","Books","Seats","Seats left","Redeem by","Revoked on","Redeemed by"');
    expect(text).toContain(`"ACDE-FGHJ-KMNP-QRTW","${window.location.origin}/redeem/ACDE-FGHJ-KMNP-QRTW","The Owl Who Read","2","1"`);
    expect(screen.getByRole('link', { name: 'Print cards' }).getAttribute('href')).toBe(`/access-codes/${BATCH_ID}/cards`);
    expect(screen.getByRole('link', { name: 'All batches' }).getAttribute('href')).toBe('/admin/access-codes');
  });

  it("leads a buyer's batch of copies back to its order, and says what the codes are for", async () => {
    showBatch(undefined, { ...batch, name: 'FOL-7Q2K-93XD · The Owl Who Read', order: { id: 'o1', tracking_number: 'FOL-7Q2K-93XD' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'FOL-7Q2K-93XD · The Owl Who Read' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to order .FOL-7Q2K-93XD./ }).getAttribute('href')).toBe('/admin/orders/o1');
    expect(screen.queryByRole('link', { name: 'All batches' })).toBeNull();
    expect(screen.getByText(/give each reader one code to redeem at \/redeem/)).toBeTruthy();
  });
});

describe('/redeem', () => {
  const showRedeem = (path: string, answer: () => [number, unknown]) => {
    const seen = serve((key) => (key === 'POST /me/redeem' ? answer() : undefined));
    renderWithStore(memoryRouter([{ path: '/redeem', element: <RedeemPage /> }, { path: '/redeem/:code', element: <RedeemPage /> }], { initialEntries: [path] }).element);
    return seen;
  };

  it("fills in a link's code, redeems it when asked, and offers its books to read", async () => {
    const user = userEvent.setup();
    const seen = showRedeem('/redeem/acdefghjkmnpqrtw', () => [200, { message: ACCESS_CODE_MESSAGES.redeemed, data: { books: [BOOK] } }]);
    const field = screen.getByLabelText('Access code') as HTMLInputElement;
    expect(field.value).toBe('ACDE-FGHJ-KMNP-QRTW');
    expect(seen).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('heading', { name: 'Code redeemed. Its books are in your library.' })).toBeTruthy();
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ code: 'ACDE-FGHJ-KMNP-QRTW' });
    expect(screen.getByRole('link', { name: 'Read The Owl Who Read' }).getAttribute('href')).toBe(`/ebooks/${BOOK.id}`);
    expect(screen.getByRole('link', { name: 'Go to My library' }).getAttribute('href')).toBe('/admin/library');
  });

  it.each([
    [404, ACCESS_CODE_MESSAGES.unknown],
    [409, ACCESS_CODE_MESSAGES.expired],
    [409, ACCESS_CODE_MESSAGES.revokedCode],
    [409, ACCESS_CODE_MESSAGES.usedUp],
    [409, ACCESS_CODE_MESSAGES.alreadyYours],
  ])('says why a code was refused (%i: %s)', async (status, message) => {
    const user = userEvent.setup();
    showRedeem('/redeem', () => [status, { message }]);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Enter your code.')).toBeTruthy();
    await user.type(screen.getByLabelText('Access code'), 'ACDE FGHJ KMNP QRTW');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText('Access code') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  });
});
