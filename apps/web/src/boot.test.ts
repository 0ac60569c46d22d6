import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();
/** Workers made, by the address of their script. */
const workers: string[] = [];
class FakeWorker {
  constructor(url: string) {
    workers.push(url);
  }
}
/** The addresses asked for, with the token they carried. */
const asked: string[] = [];
/** The library's answer: six books, the third without a cover. */
const books = { data: ['a', 'b', null, 'd', 'e', 'f'].map((cover, i) => ({ id: `book-${i}`, cover_image: cover && `/uploads/image/${cover}.webp` })), total: 6 };

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init: { headers: Record<string, string> }) => {
      asked.push(`${address} ${init.headers.Authorization ?? 'visitor'}`);
      return new Response(address.startsWith('/api/public/ebooks?') ? JSON.stringify(books) : '{}');
    }),
  );
});

afterEach(() => {
  // A start still waiting on the fake clock is dropped with it, not left to run in the next test.
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.resetModules();
  started.mockClear();
  workers.length = 0;
  asked.length = 0;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
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

/** Boots a page at `address` whose head names these hint groups (the server's, plugins/web.ts), or none. */
async function bootAt(address: string, hints?: string) {
  window.history.replaceState(null, '', address);
  if (hints) document.head.innerHTML = `<meta name="folio-hints" content="${hints}">`;
  document.body.innerHTML = '<div id="root"></div>';
  await boot();
}

describe("the page's entry script", () => {
  it('starts the app at once on a page that has no first screen of its own', async () => {
    await bootAt('/ebooks');
    expect(started).toHaveBeenCalledOnce();
  });

  it('lets a page paint its pre-rendered first screen, and starts the app after that frame where the browser reports no paints', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    document.body.innerHTML = '<div id="page-shell"><h1>Folio</h1></div><div id="root" hidden></div>';
    await boot();
    expect(started).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    await vi.dynamicImportSettled();
    expect(started).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it("starts the app once the browser has reported the first screen's paint, where it reports paints", async () => {
    const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      entry: { callback: PerformanceObserverCallback; disconnected: boolean };
      constructor(callback: PerformanceObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    document.body.innerHTML = '<div id="page-shell"><h1>Folio</h1></div><div id="root" hidden></div>';
    await boot();
    // A frame has passed, and the first paint (not yet a contentful one) is reported: not yet.
    vi.advanceTimersToNextFrame();
    const report = (name: string) => observers[0]!.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList, observers[0] as unknown as PerformanceObserver);
    report('first-paint');
    await vi.dynamicImportSettled();
    expect(started).not.toHaveBeenCalled();
    report('first-contentful-paint');
    expect(observers[0]!.disconnected).toBe(true);
    vi.useRealTimers();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it('starts the app after a while all the same when no paint is reported (a tab opened in the background)', async () => {
    vi.stubGlobal('PerformanceObserver', class { static supportedEntryTypes = ['paint']; observe() {} disconnect() {} });
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    document.body.innerHTML = '<div id="page-shell"><h1>Folio</h1></div><div id="root" hidden></div>';
    await boot();
    vi.advanceTimersByTime(2900);
    await vi.dynamicImportSettled();
    expect(started).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    vi.useRealTimers();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it('keeps the language the address names before the app starts, for a link followed on the first screen', async () => {
    localStorage.clear();
    // The app waits for the first screen's paint here: on the fake clock, so that its start never lands in a later test.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    document.body.innerHTML = '<div id="page-shell"><a href="/ebooks">Library</a></div><div id="root" hidden></div>';
    window.history.replaceState(null, '', '/?lng=ar');
    await boot();
    expect(started).not.toHaveBeenCalled();
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toMatch(/(^|; )i18next=ar(;|$)/);
    // A language Folio does not speak leaves the choice as it was.
    vi.resetModules();
    window.history.replaceState(null, '', '/?lng=xx');
    await boot();
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    localStorage.clear();
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  describe("on a reader's address", () => {
    it("asks for an e-book with its first spread before the app starts, with the session's token", async () => {
      document.cookie = 'token=t.k.n; path=/';
      await bootAt('/flipbooks/a%20book', 'reader');
      expect(asked).toEqual(['/api/public/ebooks/a%20book/read?lng=en Bearer t.k.n', '/api/public/ebooks/a%20book/pages?from=0&count=2 Bearer t.k.n']);
      expect(workers).toHaveLength(0);
      expect(started).toHaveBeenCalledOnce();
    });

    it("asks for a PDF book alone, as a visitor's without a session, and starts pdf.js's worker for the reader to take", async () => {
      await bootAt('/ebooks/a-pdf-book', 'reader pdf');
      expect(asked).toEqual(['/api/public/ebooks/a-pdf-book/read?lng=en visitor']);
      expect(workers).toHaveLength(1);
      expect(workers[0]).toMatch(/pdf\.worker\.min\.mjs/);
      expect(started).toHaveBeenCalledOnce();
      const { takePdfWorker } = await import('./features/reader/pdf/earlyWorker');
      expect(takePdfWorker()).toBeInstanceOf(FakeWorker);
      expect(takePdfWorker()).toBeUndefined();
    });

    it('asks for nothing and starts no worker where the server named no reader', async () => {
      await bootAt('/flipbooks/a-book');
      expect(asked).toEqual([]);
      expect(workers).toHaveLength(0);
      expect(started).toHaveBeenCalledOnce();
    });
  });

  describe("on the editor's address", () => {
    it.each([
      ['/templates/edit/t%201', '/api/admin/templates/t%201'],
      ['/ebooks/edit/b1', '/api/admin/ebooks/b1'],
    ])("asks for the document at %s and its pages before the app starts, with the session's token", async (address, documentPath) => {
      document.cookie = 'token=t.k.n; path=/';
      await bootAt(address, 'editor');
      expect(asked).toEqual([`${documentPath} Bearer t.k.n`, `${documentPath}/pages Bearer t.k.n`]);
    });

    it('asks for nothing without a session: the app sends the visitor to sign in', async () => {
      await bootAt('/ebooks/edit/b1', 'editor');
      expect(asked).toEqual([]);
      expect(started).toHaveBeenCalledOnce();
    });
  });

  describe("on the library's address", () => {
    it("asks for its books at the address's search, order and page, and for its genres, before the app starts", async () => {
      await bootAt('/ebooks?q=%20koala%20&sort=title&page=2', 'library');
      expect(asked).toEqual(['/api/public/ebooks?page=2&per_page=12&search=koala&sort=title&lng=en visitor', '/api/public/categories?lng=en visitor']);
      expect(started).toHaveBeenCalledOnce();
    });

    it("names the first page's first four covers for loading once the books answer, and leaves the answer whole for the client", async () => {
      await bootAt('/ebooks', 'library');
      await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(3));
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
      // The fourth book has no cover: the first four books' covers are three.
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/uploads/image/a.webp', '/uploads/image/b.webp', '/uploads/image/d.webp']);
      expect(links.every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
      const { takeEarly, ACCEPT_JSON } = await import('./http/earlyAnswers');
      const answer = await takeEarly('/api/public/ebooks?page=1&per_page=12&sort=newest&lng=en', { Accept: ACCEPT_JSON });
      expect(await answer?.json()).toEqual(books);
    });

    it('asks for the first page in the default order at the plain address, with the session the client would send', async () => {
      document.cookie = 'token=t.k.n; path=/';
      await bootAt('/ebooks', 'library');
      expect(asked).toEqual(['/api/public/ebooks?page=1&per_page=12&sort=newest&lng=en Bearer t.k.n', '/api/public/categories?lng=en Bearer t.k.n']);
    });
  });
});
