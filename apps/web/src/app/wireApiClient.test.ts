import Cookies from 'js-cookie';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';
import { setNavigator } from './navigation';
import { login } from '../features/auth/authSlice';
import { api, type Transport } from '../http/client';
import { wireApiClient } from './wireApiClient';

const failWith = (status: number): Transport => async () => ({ data: {}, status });

describe('the API client wired to the app (spec §4 Auth)', () => {
  it('on a 401 clears auth and cookies and goes to login with a redirect back', async () => {
    const store = createStore();
    wireApiClient(store, i18n);
    const navigate = vi.fn();
    setNavigator(navigate);
    window.history.pushState({}, '', '/admin/orders?page=2');
    store.dispatch(login({ token: 'tok', user: { id: 'u', name: 'U', email: 'u@x.io', role: 'user', profile_picture: null } }));

    api.transport = failWith(401);
    await expect(api.get('/admin/orders')).rejects.toThrow();

    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(Cookies.get('token')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Forders%3Fpage%3D2', { replace: true });
  });

  it('on a 403 goes to the unauthorized page and keeps the session', async () => {
    const store = createStore();
    wireApiClient(store, i18n);
    const navigate = vi.fn();
    setNavigator(navigate);
    store.dispatch(login({ token: 'tok', user: { id: 'u', name: 'U', email: 'u@x.io', role: 'user', profile_picture: null } }));

    api.transport = failWith(403);
    await expect(api.get('/admin/users')).rejects.toThrow();

    expect(navigate).toHaveBeenCalledWith('/unauthorized', undefined);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('sends the signed-in token as the Bearer header', async () => {
    const store = createStore();
    wireApiClient(store, i18n);
    store.dispatch(login({ token: 'the-token', user: { id: 'u', name: 'U', email: 'u@x.io', role: 'user', profile_picture: null } }));
    let header: unknown;
    api.transport = async (config) => {
      header = config.headers.Authorization;
      return { data: {}, status: 200 };
    };
    await api.get('/auth/me');
    expect(header).toBe('Bearer the-token');
  });
});
