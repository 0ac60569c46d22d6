import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A promise settled from outside: the app's texts, or its first screen's code. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const rendered = vi.fn();
let texts = deferred();
let opening = deferred();

vi.mock('./app/renderApp', () => ({ renderApp: (app: unknown) => rendered(app) }));
const routerMade = vi.fn();
vi.mock('./app/router', () => ({ createRouter: () => (routerMade(), { app: 'the app', opening: opening.promise }) }));
vi.mock('./app/i18n', () => ({ i18n: {}, initI18n: () => texts.promise }));
vi.mock('./app/store', () => ({ store: { getState: () => ({ auth: { isAuthenticated: false } }) } }));
vi.mock('./app/wireApiClient', () => ({ wireApiClient: () => {} }));
vi.mock('./http/client', () => ({ api: {} }));
vi.mock('./features/auth/authSlice', () => ({ updateUser: () => ({}) }));

// The start waits for the next task (a timeout where the browser has no scheduler.yield) and at most 4 s for the
// first screen: a fake clock runs the one and shows the other was not what rendered.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  rendered.mockClear();
  routerMade.mockClear();
  texts = deferred();
  opening = deferred();
});

/** Runs the task the start waits for, and lets the promises the app waits on call back; the clock stays put. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the app's start", () => {
  it("sets the app up in the task after its code's evaluation, so that the browser has a turn between the two", async () => {
    await import('./main');
    expect(routerMade).not.toHaveBeenCalled();
    await settle();
    expect(routerMade).toHaveBeenCalledOnce();
  });

  it('renders once its first screen and the texts have arrived, not before: a screen rendered early would show a spinner for 300 ms', async () => {
    await import('./main');
    await settle();
    expect(rendered).not.toHaveBeenCalled();
    opening.resolve();
    await settle();
    expect(rendered).not.toHaveBeenCalled();
    texts.resolve();
    await settle();
    expect(rendered).toHaveBeenCalledWith('the app');
    expect(rendered).toHaveBeenCalledOnce();
    // Not again when the 4 s are up.
    await vi.advanceTimersByTimeAsync(5000);
    expect(rendered).toHaveBeenCalledOnce();
  });

  it('renders all the same when a request hangs, so that the screens show their own waiting', async () => {
    await import('./main');
    await vi.advanceTimersByTimeAsync(3900);
    expect(rendered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(rendered).toHaveBeenCalledOnce();
  });
});
