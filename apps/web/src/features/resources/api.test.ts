import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { api, type Transport } from '../../http/client';
import { resourceApi } from './api';

vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: { error: vi.fn(), success: vi.fn() } }));

/** Serves the authors list, and answers writes with `writeStatus`; counts the list reads. */
function serveAuthors() {
  const state = { reads: 0, writeStatus: 200 };
  const adapter: Transport = async (config) => {
    const answer = (status: number, data: unknown) => ({ data, status });
    if (config.method === 'get') {
      state.reads += 1;
      return answer(200, { data: [{ id: 'a1', name: 'Rahim' }], current_page: 1, last_page: 1, per_page: 10, total: 1 });
    }
    if (state.writeStatus < 300) return answer(state.writeStatus, { message: 'Saved.', data: { id: 'a1' } });
    return answer(state.writeStatus, { message: 'Refused.' });
  };
  api.transport = adapter;
  return state;
}

/**
 * Lets a refetch the middleware would start begin and end: a second of the fake clock (every timer RTK Query sets
 * for itself, well short of the minute an unused list is kept), then the requests running.
 */
const settle = async (store: ReturnType<typeof createStore>) => {
  await vi.advanceTimersByTimeAsync(1000);
  await Promise.all(store.dispatch(resourceApi.util.getRunningQueriesThunk()));
};

// A fake clock, set before each store is made (its notices wait for an animation frame of it): waiting for a
// refetch that must not come costs no real time.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cache tags of the dashboard resources', () => {
  it('reads a shown list again after a successful write, and not after a refused one', async () => {
    const server = serveAuthors();
    const store = createStore();
    const list = store.dispatch(resourceApi.endpoints.resourceList.initiate({ resource: 'authors', params: { page: 1, per_page: 10 } }));
    await list;
    expect(server.reads).toBe(1);

    await store.dispatch(resourceApi.endpoints.saveResource.initiate({ resource: 'authors', id: 'a1', values: { name: 'Rahim U.' } })).unwrap();
    await settle(store);
    expect(server.reads).toBe(2);

    server.writeStatus = 422;
    await expect(store.dispatch(resourceApi.endpoints.saveResource.initiate({ resource: 'authors', values: {} })).unwrap()).rejects.toMatchObject({ status: 422 });
    await expect(store.dispatch(resourceApi.endpoints.deleteResource.initiate({ resource: 'authors', id: 'a1' })).unwrap()).rejects.toMatchObject({ status: 422 });
    await settle(store);
    expect(server.reads).toBe(2);

    server.writeStatus = 200;
    await store.dispatch(resourceApi.endpoints.deleteResource.initiate({ resource: 'authors', id: 'a1' })).unwrap();
    await settle(store);
    expect(server.reads).toBe(3);
    list.unsubscribe();
  });

  it("leaves another resource's lists alone", async () => {
    const server = serveAuthors();
    const store = createStore();
    const list = store.dispatch(resourceApi.endpoints.resourceList.initiate({ resource: 'authors', params: { page: 1 } }));
    await list;
    await store.dispatch(resourceApi.endpoints.saveResource.initiate({ resource: 'categories', values: { name: 'Science' } })).unwrap();
    await settle(store);
    expect(server.reads).toBe(1);
    list.unsubscribe();
  });
});
