import { ORDERS_DEFAULT_PAGE_SIZE } from '@folio/shared';
import { positiveInt, type AddressCodec } from '../../../http/useAddressState';

/**
 * The state of the orders screen (spec §2 'Orders', §4, §9) as a pure reducer: the filters in force, the
 * page and the page size. Submitting a search and changing a filter go back to page 1; 'Clear filters'
 * resets search, status and payment status at once.
 */
export interface OrderFilters {
  search: string;
  status: string;
  payment_status: string;
}

export interface OrdersScreenState {
  filters: OrderFilters;
  page: number;
  perPage: number;
}

export const NO_ORDER_FILTERS: OrderFilters = { search: '', status: '', payment_status: '' };

export type OrdersAction =
  | { type: 'submitSearch'; text: string }
  | { type: 'setStatus'; value: string }
  | { type: 'setPaymentStatus'; value: string }
  | { type: 'clearFilters' }
  | { type: 'setPage'; page: number }
  | { type: 'setPageSize'; size: number };

/** The 'Clear filters' button shows only while one of the three is set. */
export const hasOrderFilters = (f: OrderFilters) => f.search !== '' || f.status !== '' || f.payment_status !== '';

const withFilters = (state: OrdersScreenState, change: Partial<OrderFilters>): OrdersScreenState => ({ ...state, filters: { ...state.filters, ...change }, page: 1 });

export function ordersReducer(state: OrdersScreenState, action: OrdersAction): OrdersScreenState {
  switch (action.type) {
    case 'submitSearch':
      return withFilters(state, { search: action.text.trim() });
    case 'setStatus':
      return withFilters(state, { status: action.value });
    case 'setPaymentStatus':
      return withFilters(state, { payment_status: action.value });
    case 'clearFilters':
      return withFilters(state, NO_ORDER_FILTERS);
    case 'setPage':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'setPageSize':
      return { ...state, perPage: action.size, page: 1 };
  }
}

/** Spec §7: GET /admin/orders with page, per_page, search, status, payment_status; unset filters are left out. */
export function ordersQuery(state: OrdersScreenState): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, per_page: state.perPage };
  for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
  return query;
}

/** Whether two states ask for the same rows. */
export const sameOrdersQuery = (a: OrdersScreenState, b: OrdersScreenState) => JSON.stringify(ordersQuery(a)) === JSON.stringify(ordersQuery(b));

/** The screen's state in the address (useAddressState): the query of ordersQuery, page 1 and the default size left out. */
export const ORDERS_ADDRESS: AddressCodec<OrdersScreenState> = {
  keys: ['page', 'per_page', 'search', 'status', 'payment_status'],
  read: (params) => ({
    filters: { search: params.get('search') ?? '', status: params.get('status') ?? '', payment_status: params.get('payment_status') ?? '' },
    page: positiveInt(params.get('page'), 1),
    perPage: positiveInt(params.get('per_page'), ORDERS_DEFAULT_PAGE_SIZE),
  }),
  write: (state) => ({
    ...state.filters,
    page: state.page > 1 ? state.page : undefined,
    per_page: state.perPage !== ORDERS_DEFAULT_PAGE_SIZE ? state.perPage : undefined,
  }),
};
