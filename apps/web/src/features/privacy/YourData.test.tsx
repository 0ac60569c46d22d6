import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, type AccountExport } from '@folio/shared';
import { api, type SentRequest } from '../../http/client';
import { memoryRouter } from '../../test/router';
import { renderWithStore } from '../../test/render';
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

const renderYourData = () => {
  const router = memoryRouter([{ path: '*', element: <YourData /> }], { initialEntries: ['/admin/security'] });
  return renderWithStore(router.element);
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
      'get /me/deletion': { status: 200, data: { data: { due_at: null, grace_days: 14 } } },
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
