import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type AppStore } from '../app/store';
import { setNavigator } from '../app/navigation';
import { login } from '../features/auth/authSlice';
import { clientBaseQuery, type ClientRequest } from './baseQuery';
import { wireApiClient } from '../app/wireApiClient';
import { respond } from '../test/respond';

// No toast is on screen here: each message is shown anew (components/showToast.ts refreshes one that is).
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), isActive: () => false, update: vi.fn() }));
vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast }));


const call = (request: ClientRequest) => clientBaseQuery(request, {} as BaseQueryApi, {});

describe('the API slice base query (spec §7, §8 through the one API client)', () => {
  let store: AppStore;
  const navigate = vi.fn();

  beforeEach(() => {
    vi.clearAllMocks();
    store = createStore();
    wireApiClient(store, i18n);
    setNavigator(navigate);
    store.dispatch(login({ token: 'tok', user: { id: 'u', name: 'U', email: 'u@x.io', role: 'admin', profile_picture: null } }));
    window.history.pushState({}, '', '/admin/ebooks?page=2');
  });

  it("sends the signed-in user's Bearer header and answers the response data, leaving empty params out", async () => {
    const seen = respond(200, { data: [{ id: 'a' }] });
    await expect(call({ url: '/admin/authors', params: { page: 1, search: '', status: undefined } })).resolves.toEqual({ data: { data: [{ id: 'a' }] } });
    expect(seen[0]!.headers.Authorization).toBe('Bearer tok');
    expect(seen[0]!.params).toEqual({ page: 1 });
  });

  it("fails a read with the server's message, or 'Data fetching error', and toasts nothing", async () => {
    respond(404, { message: 'eBook not found.' });
    expect(await call({ url: '/admin/ebooks/x' })).toEqual({ error: { status: 404, data: { message: 'eBook not found.' }, message: 'eBook not found.' } });
    respond(500, null);
    expect((await call({ url: '/admin/ebooks' })).error?.message).toBe('Data fetching error');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts a write's outcome: the server's message, or the spec's fallback texts", async () => {
    respond(200, { message: 'Author saved.' });
    await call({ url: '/admin/authors', method: 'post', body: { name: 'A' } });
    // The toasts' code loads with the first toast: the toast follows the answer by a moment.
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Author saved.', expect.anything()));
    respond(422, { message: 'The given data was invalid.', errors: { name: ['Required'] } });
    const failed = await call({ url: '/admin/authors', method: 'post', body: {} });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('The given data was invalid.', expect.anything()));
    expect(failed.error).toMatchObject({ status: 422, data: { errors: { name: ['Required'] } } });
    respond(500, 'oops');
    expect((await call({ url: '/admin/authors/1', method: 'delete' })).error?.message).toBe('Request failed. Please try again.');
    await vi.waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Request failed. Please try again.', expect.anything()));
  });

  it('on a 401 signs out and goes to login with a redirect back to where the user was', async () => {
    respond(401, { message: 'Please sign in to continue.' });
    expect((await call({ url: '/admin/ebooks' })).error?.status).toBe(401);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Febooks%3Fpage%3D2', { replace: true });
  });

  it('on a 403 goes to the unauthorized page', async () => {
    respond(403, { message: 'Forbidden.' });
    expect((await call({ url: '/admin/users' })).error?.status).toBe(403);
    expect(navigate).toHaveBeenCalledWith('/unauthorized', undefined);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('leaves the location and the session alone for a call that opts out, and still answers the failure', async () => {
    respond(401, { message: 'Please sign in to continue.' });
    expect((await call({ url: '/admin/ebooks/b/pages', method: 'put', notify: false, redirectOnAuthError: false })).error?.status).toBe(401);
    respond(403, { message: 'Forbidden.' });
    expect((await call({ url: '/admin/ebooks/b/pages', method: 'put', notify: false, redirectOnAuthError: false })).error?.status).toBe(403);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
