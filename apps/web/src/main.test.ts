import { afterEach, describe, expect, it, vi } from 'vitest';

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
vi.mock('./http/wire', () => ({ wireApiClient: () => {} }));
vi.mock('./http/client', () => ({ api: {} }));
vi.mock('./features/auth/authSlice', () => ({ updateUser: () => ({}) }));

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  rendered.mockClear();
  routerMade.mockClear();
  texts = deferred();
  opening = deferred();
});

/** Lets the promises the app waits on call back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    await vi.waitFor(() => expect(rendered).toHaveBeenCalledWith('the app'));
    expect(rendered).toHaveBeenCalledOnce();
  });

  it('renders all the same when a request hangs, so that the screens show their own waiting', async () => {
    vi.useFakeTimers();
    await import('./main');
    await vi.advanceTimersByTimeAsync(3900);
    expect(rendered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(rendered).toHaveBeenCalledOnce();
  });
});
