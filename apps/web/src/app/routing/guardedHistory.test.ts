import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_createBrowserHistory as createBrowserHistory, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { guardedHistory, type ShouldBlock } from './guardedHistory';

/** A guarded history over memory entries, at the last of them; `seen` lists the addresses its listener was told. */
function historyAt(...entries: string[]) {
  const history = guardedHistory(createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }));
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  return { history, seen };
}
const leavingEditor: ShouldBlock = ({ currentLocation, nextLocation }) => currentLocation.pathname === '/edit' && nextLocation.pathname !== '/edit';

describe('a guarded history', () => {
  it('moves at once while nothing blocks', () => {
    const { history, seen } = historyAt('/edit');
    history.push('/library');
    expect(seen).toEqual(['/library']);
    expect(history.held()).toBeNull();
  });

  it('holds a link or navigate() the blocker refuses, until the user leaves or stays', () => {
    const { history, seen } = historyAt('/edit');
    const onChange = vi.fn();
    history.subscribe(onChange);
    history.block(leavingEditor);

    history.push('/library?page=2');
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/edit');
    expect(history.held()?.location).toMatchObject({ pathname: '/library', search: '?page=2' });
    expect(onChange).toHaveBeenCalledOnce();

    history.reset();
    expect(history.held()).toBeNull();
    expect(history.location.pathname).toBe('/edit');

    history.replace('/login');
    history.proceed();
    expect(seen).toEqual(['/login']);
    expect(history.location.pathname).toBe('/login');
    expect(history.held()).toBeNull();
  });

  it('undoes a back button the blocker refuses, and goes back if the user leaves', () => {
    const { history, seen } = historyAt('/library', '/edit');
    history.block(leavingEditor);
    history.go(-1);
    // The step back was undone before the app saw it.
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/edit');
    expect(history.held()?.location.pathname).toBe('/library');

    history.proceed();
    expect(seen).toEqual(['/library']);
    expect(history.location.pathname).toBe('/library');
  });

  it('asks about the latest move when another comes while one waits: a back button after a refused link', () => {
    const { history, seen } = historyAt('/library', '/edit');
    history.block(leavingEditor);
    history.push('/login');
    history.go(-1);
    expect(history.location.pathname).toBe('/edit');
    expect(history.held()?.location.pathname).toBe('/library');
    history.proceed();
    expect(seen).toEqual(['/library']);
  });

  it('lets the same address and moves inside the screen through, and everything once unblocked', () => {
    const { history, seen } = historyAt('/edit');
    const shouldBlock = vi.fn(leavingEditor);
    const unblock = history.block(shouldBlock);
    history.replace('/edit');
    expect(shouldBlock).not.toHaveBeenCalled();
    history.push('/edit?page=3');
    expect(seen).toEqual(['/edit', '/edit']);
    unblock();
    history.push('/library');
    expect(seen).toEqual(['/edit', '/edit', '/library']);
  });
});

describe('a move that asks to be rendered at once', () => {
  it('is told so to the listener, and the next move is not', () => {
    const history = guardedHistory(createMemoryHistory({ initialEntries: ['/admin'], v5Compat: true }));
    const told: (boolean | undefined)[] = [];
    history.listen(({ flushSync }) => told.push(flushSync));
    history.replace('/login', undefined, { flushSync: true });
    history.push('/register');
    expect(told).toEqual([true, false]);
  });
});

describe("a guarded browser history (the browser's back and forward move later, in their own event)", () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });
  const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  /** Runs jsdom's timer tasks one at a time until `promise` settles, so that the next ones still wait. */
  async function runUntil(promise: Promise<unknown>) {
    let settled = false;
    void promise.then(() => (settled = true));
    for (let task = 0; task < 10 && !settled; task++) await vi.advanceTimersToNextTimerAsync();
    expect(settled).toBe(true);
  }

  it('undoes a refused back button, and goes back when the user leaves, even before the undoing has landed', async () => {
    // jsdom moves through the history in timer tasks: on a fake clock the test runs them one by one, and knows
    // when none is left, instead of waiting for them.
    vi.useFakeTimers();
    const history = guardedHistory(createBrowserHistory({ v5Compat: true }));
    history.replace('/library');
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.pathname));
    seen.length = 0; // the move before listening, told at once (the next test)
    history.push('/edit');
    history.block(leavingEditor);

    const refused = popped();
    window.history.back();
    await runUntil(refused);
    expect(history.held()?.location.pathname).toBe('/library');
    // Left at once: the undoing (forward again) has not landed yet.
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    history.proceed();
    // Every move the history asked for has landed, and none is left to come.
    await vi.runAllTimersAsync();
    expect(vi.getTimerCount()).toBe(0);
    expect(window.location.pathname).toBe('/library');
    expect(history.held()).toBeNull();
    expect(seen).toEqual(['/edit', '/library']);
  });

  it('tells a move made before anyone listened to the first listener', () => {
    const history = guardedHistory(createBrowserHistory({ v5Compat: true }));
    history.replace('/login?redirect=%2Fadmin');
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.pathname + location.search));
    expect(seen).toEqual(['/login?redirect=%2Fadmin']);
  });
});
