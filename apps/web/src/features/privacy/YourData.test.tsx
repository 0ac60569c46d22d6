import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, type AccountExport } from '@folio/shared';
import { api, type SentRequest } from '../../http/client';
import { memoryRouter } from '../../test/router';
import { renderWithStore } from '../../test/render';
import { createStore } from '../../app/store';
import { login } from '../auth/authSlice';
import { YourData } from './YourData';

const done: AccountExport = { id: '5b1c2b64-4a1f-4bb1-9e0e-3b1f9a1d2c3e', status: 'done', size: 2048, error: null, created_at: '2026-12-01T10:00:00.000Z', finished_at: '2026-12-01T10:00:05.000Z', download_url: '/api/me/export/download' };

/** The server as these screens meet it: each request's answer by method and address. */
function serve(answers: Record<string, { status: number; data: unknown }>) {
  const seen: SentRequest[] = [];
  api.transport = async (request) => {
    seen.push(request);
    return answers[`${request.method} ${request.url}`] ?? { status: 404, data: { message: 'Not found.' } };
  };
  return seen;
}

const renderYourData = (store = createStore()) => {
  const router = memoryRouter([{ path: '*', element: <YourData /> }], { initialEntries: ['/admin/security'] });
  return renderWithStore(router.element, store);
};

describe('Your data', () => {
  it('starts an export and offers the ZIP once the server says it is done', async () => {
    const seen = serve({
      'get /me/export': { status: 200, data: { data: null } },
      'post /me/export': { status: 202, data: { message: PRIVACY_MESSAGES.exportStarted, data: done } },
      'get /me/deletion': { status: 200, data: { data: { due_at: null, grace_days: 14 } } },
    });
    renderYourData();
    const section = await screen.findByRole('region', { name: 'Download my data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByText(/^Ready: 2 kB, made /)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Download ZIP' })).toBeTruthy();
    expect(seen.filter((request) => request.method === 'post').map((request) => request.url)).toEqual(['/me/export']);
  });

  it('asks before deleting, says the grace period, and says a wrong password on its field', async () => {
    const seen = serve({
      'get /me/export': { status: 200, data: { data: null } },
      'get /me/deletion': { status: 200, data: { data: { due_at: null, grace_days: 14, confirm_with: 'password' } } },
      'delete /me': { status: 422, data: { message: 'The given data was invalid.', errors: { password: [PRIVACY_MESSAGES.passwordWrong] } } },
    });
    renderYourData();
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText(PRIVACY_MESSAGES.passwordRequired)).toBeTruthy();
    await userEvent.type(within(section).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('in 14 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('The password is not correct.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'delete')?.data).toBe(JSON.stringify({ password: 'wrong' }));
  });

  it('asks an account made by a school sign-in, which has no password, for its e-mail address instead', async () => {
    const seen = serve({
      'get /me/export': { status: 200, data: { data: null } },
      'get /me/deletion': { status: 200, data: { data: { due_at: null, grace_days: 14, confirm_with: 'email' } } },
      'delete /me': { status: 422, data: { message: 'The given data was invalid.', errors: { email: [PRIVACY_MESSAGES.emailWrong] } } },
    });
    const store = createStore();
    store.dispatch(login({ token: 't', user: { id: 'u1', name: 'Edna Krabappel', email: 'edna@springfield.edu', role: 'user', profile_picture: null } }));
    renderYourData(store);
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    expect(within(section).queryByLabelText('Your password')).toBeNull();
    expect(within(section).getByText('You sign in through your school or your course, so your account has no password of its own.')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText(PRIVACY_MESSAGES.emailRequired)).toBeTruthy();
    const field = within(section).getByLabelText(/^Type your e-mail address to confirm \(.*edna@springfield\.edu.*\)$/);
    await userEvent.type(field, 'not-edna@springfield.edu');
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete your account?' })).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText(PRIVACY_MESSAGES.emailWrong)).toBeTruthy();
    expect(seen.find((request) => request.method === 'delete')?.data).toBe(JSON.stringify({ email: 'not-edna@springfield.edu' }));
  });

  it('shows the day an account is due for deletion, with a way to keep it', async () => {
    const seen = serve({
      'get /me/export': { status: 200, data: { data: null } },
      'get /me/deletion': { status: 200, data: { data: { due_at: '2026-12-20T10:00:00.000Z', grace_days: 14 } } },
      'post /me/deletion/cancel': { status: 200, data: { message: PRIVACY_MESSAGES.deletionCancelled, data: { due_at: null } } },
    });
    renderYourData();
    expect(await screen.findByText('Your account will be deleted on December 20, 2026.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(seen.some((request) => request.url === '/me/deletion/cancel')).toBe(true));
  });
});
