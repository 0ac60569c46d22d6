import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithStore } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Publisher } from '@folio/shared';
import { api, type SentRequest } from '../../../http/client';
import PublishersPage from './PublishersPage';

const publisher: Publisher = {
  id: 'p1', name: 'Northwind Press', mobile: '+880 1711 000001', email: 'hello@northwind.example.com', nid: null, nid_image: null, proprietor_photo: null,
  proprietor_signature: null, present_address: null, permanent_address: null, office_present_address: null, office_permanent_address: null,
  trade_license_number: null, trade_license_image: null, logo: null, etin: null, vat_number: null, office_mobile: null, office_phone: null,
  office_email: null, status: 'active', user_id: 'u1', login_email: 'publisher@folio.test', created_at: '2026-01-01T00:00:00.000Z',
};

describe('the publishers screen', () => {
  it('lists publishers with their login email and deletes one with the chosen e-book handling', async () => {
    const calls: SentRequest[] = [];
    api.transport = async (config) => {
      calls.push(config);
      const data = config.method === 'delete' ? { message: 'Publisher deleted successfully.' } : { data: [publisher], current_page: 1, last_page: 1, per_page: 10, total: 1 };
      return { data, status: 200 };
    };
    renderWithStore(<MemoryRouter><PublishersPage /></MemoryRouter>);
    expect(await screen.findByText('Northwind Press')).toBeTruthy();
    expect(screen.getByText('publisher@folio.test')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Northwind Press' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Their sign-in account \(publisher@folio.test\) is deleted too/)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Keep the e-books, without a publisher').checked).toBe(true);
    await userEvent.click(within(dialog).getByLabelText('Delete the e-books too'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'delete')).toBe(true));
    const deletion = calls.find((c) => c.method === 'delete')!;
    expect(deletion.url).toBe('/admin/publishers/p1');
    expect(deletion.params).toEqual({ books: 'delete' });
  });
});
