import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router';
import { AppRouter } from '../app/routing/AppRouter';
import { guardedHistory } from '../app/routing/guardedHistory';

/**
 * The app's router (app/router.tsx) over a history in memory, opened at the last of `initialEntries` (or at
 * `initialIndex`): the element to render, and the history to read or move.
 */
export function memoryRouter(routes: RouteObject[], { initialEntries = ['/'], initialIndex }: { initialEntries?: string[]; initialIndex?: number } = {}) {
  const history = guardedHistory(createMemoryHistory({ initialEntries, initialIndex: initialIndex ?? initialEntries.length - 1, v5Compat: true }));
  return { history, element: <AppRouter history={history} routes={routes} /> };
}
