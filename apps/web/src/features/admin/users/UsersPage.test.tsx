import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryRouter } from '../../../test/router';
import { Provider } from 'react-redux';
import { createStore } from '../../../app/store';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@folio/shared';
import { api, type Transport } from '../../../http/client';
import UsersPage from './UsersPage';
import UserViewPage from './UserViewPage';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: { error: toastError, success: vi.fn() } }));

const nusrat: User = {
  id: '6f1c1d8e-0000-4000-8000-000000000001', name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com', role: 'publisher', is_active: false,
  profile_picture: null, mobile: '+880 1711 000000', bio: null, address: 'Dhaka', created_at: '2026-01-02T10:00:00.000Z',
};

/** Answers GETs with the given bodies by URL, and DELETEs with the given status and message. */
function serve(reads: Record<string, unknown>, deleteAnswer: { status: number; message: string }) {
  const adapter: Transport = async (config) => {
    const answer = (status: number, data: unknown) => ({ data, status });
    if (config.method === 'delete') {
      const response = answer(deleteAnswer.status, { message: deleteAnswer.message });
      return response;
    }
    const body = reads[config.url ?? ''];
    if (body !== undefined) return answer(200, body);
    return answer(404, { message: 'User not found.' });
  };
  api.transport = adapter;
}

const renderAt = (url: string) => {
  const router = memoryRouter(
    [
      { path: '/admin/users', element: <UsersPage /> },
      { path: '/admin/users/:id', element: <UserViewPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={createStore()}>
      {router.element}
    </Provider>,
  );
  return router;
};

describe('the users screen', () => {
  beforeEach(() => {
    toastError.mockClear();
    serve(
      {
        '/admin/users': { data: [nusrat], current_page: 1, last_page: 1, per_page: 10, total: 1 },
        [`/admin/users/${nusrat.id}`]: { data: nusrat },
      },
      { status: 409, message: 'You cannot delete your own account.' },
    );
  });

  it('shows the role and the active state as translated badges, and a View action to the user page', async () => {
    const router = renderAt('/admin/users');
    const row = (await screen.findByText('nusrat.jahan@example.com')).closest('tr')!;
    expect(within(row).getByText('Publisher')).toBeTruthy();
    expect(within(row).getByText('Inactive')).toBeTruthy();
    await userEvent.click(within(row).getByRole('link', { name: 'View Nusrat Jahan' }));
    await waitFor(() => expect(router.history.location.pathname).toBe(`/admin/users/${nusrat.id}`));
    expect(await screen.findByRole('heading', { name: 'Nusrat Jahan' })).toBeTruthy();
  });

  it("toasts 'Error deleting user' with the server's reason when a delete fails", async () => {
    renderAt('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Nusrat Jahan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error deleting user You cannot delete your own account.'));
  });
});

describe('the user view', () => {
  beforeEach(() => serve({ [`/admin/users/${nusrat.id}`]: { data: nusrat } }, { status: 500, message: '' }));

  it('shows every safe field read-only with a link back to the users', async () => {
    const router = renderAt(`/admin/users/${nusrat.id}`);
    expect(await screen.findByRole('heading', { name: 'Nusrat Jahan' })).toBeTruthy();
    for (const text of ['nusrat.jahan@example.com', '+880 1711 000000', 'Dhaka', 'Publisher', 'Inactive', 'Not provided']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to users' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/admin/users'));
  });

  it("shows the server's message when the user does not exist", async () => {
    renderAt('/admin/users/00000000-0000-4000-8000-000000000000');
    expect((await screen.findByRole('alert')).textContent).toBe('User not found.');
    expect(screen.getByRole('link', { name: 'Back to users' })).toBeTruthy();
  });
});
