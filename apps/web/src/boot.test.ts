import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  started.mockClear();
  document.body.innerHTML = '';
});

/** Runs the entry script as the page would, and answers once the app could have started. */
async function boot() {
  // The app's module, evaluated once per run of the entry (the modules are reset after each test).
  vi.doMock('./main', () => {
    started();
    return {};
  });
  await import('./boot');
  await vi.dynamicImportSettled();
}

describe("the page's entry script", () => {
  it('starts the app at once on a page that has no first screen of its own', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await boot();
    expect(started).toHaveBeenCalledOnce();
  });

  it('lets the landing page paint its first screen, and starts the app after that frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    document.body.innerHTML = '<div id="landing-shell"><h1>Folio</h1></div><div id="root" hidden></div>';
    await boot();
    expect(started).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    await vi.dynamicImportSettled();
    expect(started).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });
});
