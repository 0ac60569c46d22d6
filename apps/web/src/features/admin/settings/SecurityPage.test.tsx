import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@folio/shared';
import { api, type SentRequest } from '../../../http/client';
import { memoryRouter } from '../../../test/router';
import { renderWithStore } from '../../../test/render';
import SecurityPage from './SecurityPage';

const profile = (over: Partial<Profile>): Profile => ({
  id: 'u1', name: 'Edna Krabappel', email: 'edna@springfield.edu', role: 'user', is_active: true, profile_picture: null, mobile: null, bio: null, address: null,
  created_at: '2026-01-01T00:00:00.000Z', storage: { used_bytes: 0, quota_bytes: null }, has_password: true, ...over,
});

/** The server as the page meets it: each request's answer by method and address. */
function serve(answers: Record<string, { status: number; data: unknown }>) {
  const seen: SentRequest[] = [];
  api.transport = async (request) => {
    seen.push(request);
    return answers[`${request.method} ${request.url}`] ?? { status: 404, data: { message: 'Not found.' } };
  };
  return seen;
}

const renderPage = () => renderWithStore(memoryRouter([{ path: '*', element: <SecurityPage /> }], { initialEntries: ['/admin/security'] }).element);
const others = { 'get /me/export': { status: 200, data: { data: null } }, 'get /me/deletion': { status: 200, data: { data: { due_at: null, grace_days: 14, confirm_with: 'email' } } } };

describe('Security settings', () => {
  it('asks an account with a password for the current one to change it', async () => {
    serve({ ...others, 'get /profile': { status: 200, data: { data: profile({}) } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });

  it('lets an account made by a school sign-in set a first password, without a current one', async () => {
    const seen = serve({
      ...others,
      'get /profile': { status: 200, data: { data: profile({ has_password: false }) } },
      'post /profile/password': { status: 200, data: { message: 'Password updated successfully!', data: profile({ has_password: true }), token: 'fresh' } },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Set a password' });
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    await userEvent.type(within(form).getByLabelText('New password'), 'chosen-by-edna');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'chosen-by-edna');
    await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(seen.find((request) => request.method === 'post')?.data).toBe(JSON.stringify({ new_password: 'chosen-by-edna', confirm_password: 'chosen-by-edna' })));
    expect(seen.find((request) => request.method === 'post')?.url).toBe('/profile/password');
  });
});
