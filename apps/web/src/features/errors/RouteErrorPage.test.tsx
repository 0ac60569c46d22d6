import { isValidElement, lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes, withErrorScreens } from '../../app/router';
import { memoryRouter } from '../../test/router';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { watchPreloadErrors } from './staleBuild';

/** A lazy screen whose chunk is gone, as the browser reports it after a redeploy. */
const GoneScreen = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/UsersPage-0ld0ld.js')));
function BrokenScreen(): never {
  throw new Error('Cannot read properties of undefined');
}
function Layout() {
  return (
    <div>
      <p>Folio header</p>
      <Outlet />
    </div>
  );
}

const renderAt = (url: string, children: RouteObject[]) => {
  const { history, element } = memoryRouter(withErrorScreens([{ element: <Layout />, children }]), { initialEntries: [url] });
  render(element);
  return history;
};

describe('the error screen of a route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a reload, inside the layout, when a screen of an older build can no longer be loaded', async () => {
    renderAt('/admin/users', [{ path: 'admin/users', element: <GoneScreen /> }]);
    expect(await screen.findByRole('heading', { name: 'Folio was updated' })).toBeTruthy();
    expect(screen.getByText('Reload to get the new version.')).toBeTruthy();
    expect(screen.getByText('Folio header')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/admin');

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('knows a failure that Vite reported as a failed preload, whatever its text', async () => {
    watchPreloadErrors(window);
    const failure = new Error('a stylesheet of the screen did not load');
    const Screen = lazy(() => {
      window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure }));
      return Promise.reject(failure);
    });
    renderAt('/ebooks', [{ path: 'ebooks', element: <Screen /> }]);
    expect(await screen.findByRole('heading', { name: 'Folio was updated' })).toBeTruthy();
  });

  it('says the page could not load, with a reload and the way home, when a screen breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/books/1', [{ path: 'books/:id', element: <BrokenScreen /> }]);
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });

  it('tries the screen afresh at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const history = renderAt('/books/1', [{ path: 'books/:id', element: <BrokenScreen /> }, { path: 'ebooks', element: <h1>Library</h1> }]);
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    act(() => history.push('/ebooks'));
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This page could not load' })).toBeNull();
  });

  it('is set on every route of the app', () => {
    const missing = (table: RouteObject[]): string[] =>
      table.flatMap((route) => [...(isValidElement(route.element) && route.element.type === ScreenErrorBoundary ? [] : [route.path ?? '(index or layout)']), ...missing(route.children ?? [])]);
    expect(missing(routes)).toEqual([]);
  });
});
