import { describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { apiSlice } from '../../http/api';
import { api, type Transport } from '../../http/client';
import { login, logout } from './authSlice';
import { ABILITIES } from '../../test/abilities';

const probe = apiSlice.injectEndpoints({
  endpoints: (build) => ({ sessionProbe: build.query<{ who: string }, void>({ query: () => '/probe' }) }),
});

const answering = (who: string): Transport => async () => ({ data: { who }, status: 200 });

describe('the data cache across sessions', () => {
  it('should forget what one account read when it signs out, and when another signs in', async () => {
    const store = createStore();
    const user = { id: 'a', name: 'A', email: 'a@example.com', role: 'user' as const, profile_picture: null, abilities: ABILITIES.user };
    store.dispatch(login({ token: 'first', user }));
    api.transport = answering('first');
    await store.dispatch(probe.endpoints.sessionProbe.initiate());
    expect(probe.endpoints.sessionProbe.select()(store.getState()).data).toEqual({ who: 'first' });

    store.dispatch(logout());
    expect(probe.endpoints.sessionProbe.select()(store.getState()).data).toBeUndefined();

    api.transport = answering('second');
    await store.dispatch(probe.endpoints.sessionProbe.initiate());
    store.dispatch(login({ token: 'second', user: { ...user, id: 'b' } }));
    expect(probe.endpoints.sessionProbe.select()(store.getState()).data).toBeUndefined();
  });
});
