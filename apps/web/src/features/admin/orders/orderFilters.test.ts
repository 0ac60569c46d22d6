import { describe, expect, it } from 'vitest';
import { hasOrderFilters, NO_ORDER_FILTERS, ORDERS_ADDRESS, ordersQuery, ordersReducer, sameOrdersQuery, type OrdersAction, type OrdersScreenState } from './orderFilters';

/** The screen as an empty address opens it. */
const INITIAL_ORDERS_STATE = ORDERS_ADDRESS.read(new URLSearchParams());
const run = (...actions: OrdersAction[]) => actions.reduce(ordersReducer, INITIAL_ORDERS_STATE);

describe('orders screen filter logic (spec §2 Orders, §4, §9)', () => {
  it('starts on page 1 with 20 rows and no filter', () => {
    expect(INITIAL_ORDERS_STATE).toEqual({ filters: NO_ORDER_FILTERS, page: 1, perPage: 20 });
    expect(ordersQuery(INITIAL_ORDERS_STATE)).toEqual({ page: 1, per_page: 20 });
    expect(hasOrderFilters(INITIAL_ORDERS_STATE.filters)).toBe(false);
  });

  it('a submitted search resets the page to 1 and is trimmed', () => {
    const state = run({ type: 'setPage', page: 4 }, { type: 'submitSearch', text: '  FOL-123  ' });
    expect(state.page).toBe(1);
    expect(ordersQuery(state)).toEqual({ page: 1, per_page: 20, search: 'FOL-123' });
  });

  it('status and payment status go into the query and back to page 1', () => {
    const state = run({ type: 'setPage', page: 3 }, { type: 'setStatus', value: 'completed' }, { type: 'setPage', page: 2 }, { type: 'setPaymentStatus', value: 'paid' });
    expect(ordersQuery(state)).toEqual({ page: 1, per_page: 20, status: 'completed', payment_status: 'paid' });
  });

  it('a cleared dropdown leaves its filter out of the query', () => {
    const state = run({ type: 'setStatus', value: 'pending' }, { type: 'setStatus', value: '' });
    expect(ordersQuery(state)).toEqual({ page: 1, per_page: 20 });
  });

  it('any one filter shows Clear filters, which resets all three and the page', () => {
    for (const action of [{ type: 'submitSearch', text: 'ana' }, { type: 'setStatus', value: 'cancelled' }, { type: 'setPaymentStatus', value: 'failed' }] as OrdersAction[]) {
      expect(hasOrderFilters(run(action).filters)).toBe(true);
    }
    expect(hasOrderFilters(run({ type: 'submitSearch', text: '   ' }).filters)).toBe(false);
    const cleared = run({ type: 'submitSearch', text: 'ana' }, { type: 'setStatus', value: 'pending' }, { type: 'setPaymentStatus', value: 'paid' }, { type: 'setPage', page: 5 }, { type: 'clearFilters' });
    expect(cleared).toEqual<OrdersScreenState>({ filters: NO_ORDER_FILTERS, page: 1, perPage: 20 });
  });

  it('a page change keeps the filters; a page size change returns to page 1', () => {
    const filtered = run({ type: 'setStatus', value: 'processing' });
    expect(ordersReducer(filtered, { type: 'setPage', page: 3 })).toEqual({ ...filtered, page: 3 });
    expect(ordersReducer({ ...filtered, page: 3 }, { type: 'setPageSize', size: 50 })).toEqual({ ...filtered, page: 1, perPage: 50 });
    expect(ordersReducer(filtered, { type: 'setPage', page: 0 }).page).toBe(1);
  });

  it('tells a submit that asks for the same rows (the same words on page 1) from one that asks for others', () => {
    const searched = run({ type: 'submitSearch', text: 'ana' });
    expect(sameOrdersQuery(ordersReducer(searched, { type: 'submitSearch', text: ' ana ' }), searched)).toBe(true);
    expect(sameOrdersQuery(ordersReducer({ ...searched, page: 2 }, { type: 'submitSearch', text: 'ana' }), { ...searched, page: 2 })).toBe(false);
    expect(sameOrdersQuery(ordersReducer(searched, { type: 'submitSearch', text: 'maria' }), searched)).toBe(false);
  });

  it('keeps the screen in the address: what it writes reads back the same, defaults left out, nonsense ignored', () => {
    const state = run({ type: 'submitSearch', text: 'FOL-1' }, { type: 'setStatus', value: 'delivered' }, { type: 'setPageSize', size: 50 }, { type: 'setPage', page: 3 });
    const written = ORDERS_ADDRESS.write(state);
    expect(written).toEqual({ search: 'FOL-1', status: 'delivered', payment_status: '', page: 3, per_page: 50 });
    const address = new URLSearchParams(Object.entries(written).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])));
    expect(ORDERS_ADDRESS.read(address)).toEqual(state);
    expect(ORDERS_ADDRESS.write(INITIAL_ORDERS_STATE)).toEqual({ search: '', status: '', payment_status: '', page: undefined, per_page: undefined });
    expect(ORDERS_ADDRESS.read(new URLSearchParams('page=-2&per_page=abc'))).toEqual(INITIAL_ORDERS_STATE);
  });
});
