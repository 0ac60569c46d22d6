import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithStore } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@folio/shared';
import { api, type SentRequest } from '../../../http/client';
import InquiriesPage from './InquiriesPage';

const inquiry: Inquiry = {
  id: '7b0c8f52-5d7e-4a55-9a43-2f1f0a0b1c01',
  name: 'Maria Gonzalez',
  email: 'maria@example.org',
  subject: 'School licence',
  message: 'Hello,\nDo you offer a school licence?',
  status: 'new',
  created_at: '2026-03-01T10:00:00Z',
};

const answer = (config: SentRequest, data: unknown) => ({ data, status: 200 });

describe('the inquiries screen', () => {
  it('opens an inquiry in full, marks a new one read, and sets it replied', async () => {
    const requests: string[] = [];
    let current = inquiry;
    api.transport = async (config) => {
      requests.push(`${config.method} ${config.url} ${config.data ?? JSON.stringify(config.params)}`);
      if (config.method === 'patch') {
        current = { ...current, status: JSON.parse(config.data as string).status };
        return answer(config, { message: 'Inquiry status updated successfully.', data: current });
      }
      return answer(config, { data: [current], current_page: 1, last_page: 1, per_page: 10, total: 1 });
    };
    renderWithStore(<MemoryRouter><InquiriesPage /></MemoryRouter>);
    await userEvent.click(await screen.findByRole('button', { name: 'View School licence' }));

    const dialog = await screen.findByRole('dialog', { name: 'School licence' });
    expect(within(dialog).getByText(/Do you offer a school licence\?/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe('mailto:maria@example.org?subject=Re%3A%20School%20licence');
    await waitFor(() => expect(requests).toContain(`patch /admin/inquiries/${inquiry.id}/status {"status":"read"}`));
    await waitFor(() => expect(within(dialog).getByText('Read')).toBeTruthy());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as replied' }));
    await waitFor(() => expect(within(dialog).getByText('Replied')).toBeTruthy());
    expect(requests.filter((r) => r.startsWith('patch'))).toEqual([
      `patch /admin/inquiries/${inquiry.id}/status {"status":"read"}`,
      `patch /admin/inquiries/${inquiry.id}/status {"status":"replied"}`,
    ]);
  });

  it('filters the list by an inquiry status', async () => {
    const queries: unknown[] = [];
    api.transport = async (config) => {
      queries.push(config.params);
      return answer(config, { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
    };
    renderWithStore(<MemoryRouter><InquiriesPage /></MemoryRouter>);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(queries).toContainEqual({ page: 1, per_page: 10, status: 'closed' }));
    expect(await screen.findByText('No data found')).toBeTruthy();
  });
});
