import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  started.mockClear();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
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

  describe("pdf.js's worker", () => {
    /** Workers made, by the address of their script. */
    const workers: string[] = [];
    class FakeWorker {
      constructor(url: string) {
        workers.push(url);
      }
    }
    afterEach(() => {
      workers.length = 0;
    });

    it("starts beside the app on a PDF book's address, for the reader to take", async () => {
      vi.stubGlobal('Worker', FakeWorker);
      document.head.innerHTML = '<meta name="folio-hints" content="reader pdf">';
      document.body.innerHTML = '<div id="root"></div>';
      await boot();
      expect(workers).toHaveLength(1);
      expect(workers[0]).toMatch(/pdf\.worker\.min\.mjs/);
      expect(started).toHaveBeenCalledOnce();
      const { takePdfWorker } = await import('./features/reader/pdf/earlyWorker');
      expect(takePdfWorker()).toBeInstanceOf(FakeWorker);
      expect(takePdfWorker()).toBeUndefined();
    });

    it("is not started on an e-book's address or any other page", async () => {
      vi.stubGlobal('Worker', FakeWorker);
      document.head.innerHTML = '<meta name="folio-hints" content="reader">';
      document.body.innerHTML = '<div id="root"></div>';
      await boot();
      expect(workers).toHaveLength(0);
      expect(started).toHaveBeenCalledOnce();
    });
  });

  describe("a reader's book", () => {
    /** The addresses asked for, with the token they carried. */
    const asked: string[] = [];
    beforeEach(() => {
      asked.length = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (address: string, init: { headers: Record<string, string> }) => {
          asked.push(`${address} ${init.headers.Authorization ?? 'visitor'}`);
          return new Response('{}');
        }),
      );
      vi.stubGlobal('Worker', class {});
    });
    afterEach(() => {
      window.history.replaceState(null, '', '/');
      document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    });

    it("is asked for with an e-book's first spread before the app starts, with the session's token", async () => {
      window.history.replaceState(null, '', '/flipbooks/a%20book');
      document.cookie = 'token=t.k.n; path=/';
      document.head.innerHTML = '<meta name="folio-hints" content="reader">';
      document.body.innerHTML = '<div id="root"></div>';
      await boot();
      expect(asked).toEqual(['/api/public/ebooks/a%20book/read Bearer t.k.n', '/api/public/ebooks/a%20book/pages?from=0&count=2 Bearer t.k.n']);
    });

    it("is asked for alone for a PDF book, whose first view is its file, and as a visitor's without a session", async () => {
      window.history.replaceState(null, '', '/ebooks/a-pdf-book');
      document.head.innerHTML = '<meta name="folio-hints" content="reader pdf">';
      document.body.innerHTML = '<div id="root"></div>';
      await boot();
      expect(asked).toEqual(['/api/public/ebooks/a-pdf-book/read visitor']);
    });

    it('is not asked for on any other page', async () => {
      window.history.replaceState(null, '', '/flipbooks/a-book');
      document.body.innerHTML = '<div id="root"></div>';
      await boot();
      expect(asked).toEqual([]);
    });
  });
});
