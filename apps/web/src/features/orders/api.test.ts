import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { serve } from '../ebooks/testing';
import { ordersApi } from './api';

vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: { error: vi.fn(), success: vi.fn() } }));

const ID = 'o1';

/** Serves the list and the order, and answers the two changes with `writeStatus`; records every request. */
function serveOrders() {
  const state = { writeStatus: 200 };
  const seen = serve((key) => {
    if (key === 'GET /admin/orders') return [200, { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 }];
    if (key === `GET /admin/orders/${ID}`) return [200, { data: { id: ID } }];
    if (key.startsWith('POST ')) return [state.writeStatus, { message: state.writeStatus < 300 ? 'Order status updated.' : 'Refused.' }];
  });
  const reads = (url: string) => seen.filter((c) => c.method === 'get' && c.url === url).map((c) => c.params as unknown);
  return { state, lists: () => reads('/admin/orders'), details: () => reads(`/admin/orders/${ID}`) };
}

/**
 * Lets a refetch the middleware would start begin and end: a second of the fake clock (every timer RTK Query sets
 * for itself, well short of the minute an unused list is kept), then the requests running.
 */
const settle = async (store: ReturnType<typeof createStore>) => {
  await vi.advanceTimersByTimeAsync(1000);
  await Promise.all(store.dispatch(ordersApi.util.getRunningQueriesThunk()));
};

// A fake clock, set before each store is made (its notices wait for an animation frame of it): waiting for a
// refetch that must not come costs no real time.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cache tags of the orders (spec §4: a filter change or a successful status update refetches the list, a failed update does not)', () => {
  it('reads the list for each filter, and the shown list again only after a successful status update', async () => {
    const server = serveOrders();
    const store = createStore();
    const all = store.dispatch(ordersApi.endpoints.orders.initiate({ page: 1, per_page: 20 }));
    await all;
    const pending = store.dispatch(ordersApi.endpoints.orders.initiate({ page: 1, per_page: 20, status: 'pending' }));
    await pending;
    expect(server.lists()).toEqual([{ page: 1, per_page: 20 }, { page: 1, per_page: 20, status: 'pending' }]);
    pending.unsubscribe();
    await settle(store);

    await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id: ID, status: 'delivered' })).unwrap();
    await settle(store);
    expect(server.lists()).toHaveLength(3);
    expect(server.lists().at(-1)).toEqual({ page: 1, per_page: 20 });

    server.state.writeStatus = 500;
    await expect(store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id: ID, status: 'refunded' })).unwrap()).rejects.toMatchObject({ status: 500 });
    await settle(store);
    expect(server.lists()).toHaveLength(3);
    all.unsubscribe();
  });

  it('reads the order again after a successful status or payment change, and not after a refused one', async () => {
    const server = serveOrders();
    const store = createStore();
    const order = store.dispatch(ordersApi.endpoints.order.initiate(ID));
    await order;
    expect(server.details()).toHaveLength(1);

    await store.dispatch(ordersApi.endpoints.recordPayment.initiate({ id: ID, payment_status: 'paid' })).unwrap();
    await settle(store);
    expect(server.details()).toHaveLength(2);

    server.state.writeStatus = 422;
    await expect(store.dispatch(ordersApi.endpoints.recordPayment.initiate({ id: ID, payment_status: 'failed' })).unwrap()).rejects.toMatchObject({ status: 422 });
    await expect(store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id: ID, status: 'shipped' })).unwrap()).rejects.toMatchObject({ status: 422 });
    await settle(store);
    expect(server.details()).toHaveLength(2);

    server.state.writeStatus = 200;
    await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id: ID, status: 'shipped' })).unwrap();
    await settle(store);
    expect(server.details()).toHaveLength(3);
    order.unsubscribe();
  });
});
