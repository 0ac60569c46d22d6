import { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsBatchSchema, type AnalyticsBatch, type BookPage } from '@folio/shared';
import { createStore } from '../../../app/store';
import { BookPagesProvider } from '../../../elements/common/bookPages';
import { makeElement } from '../../../elements/testing';
import { PageContentCache, type FetchPageRange } from '../pageContent';
import { ReaderBook, type ReaderBookContext } from '../ReaderContext';
import { PREVIEW_END_ID } from '../readerBook';
import { ReaderPage } from '../ReaderPage';
import { enableTextToSpeech, setEbookData, setIsMobile } from '../readerSlice';
import { EVENTS_URL } from './transport';
import { useReadingAnalytics } from './useReadingAnalytics';

const BOOK = '5b7c2a9e-3c1d-4e8f-9a0b-1c2d3e4f5a6b';
const entries = [{ id: 'p0', name: 'Page 1' }, { id: 'p1', name: 'Page 2' }, { id: PREVIEW_END_ID, name: '' }];
const page: BookPage = {
  id: 'p0',
  name: 'Rock pools',
  layout: { gutter: 50, columns: 2 },
  style: {},
  elements: [
    makeElement('link', { text: 'Museum', url: 'https://example.org/museum' }),
    makeElement('link', { text: 'To the quiz', page: 'p1' }),
    makeElement('audio', { src: '/uploads/audio/waves.mp3', title: 'Waves' }),
    makeElement('flashcards', { cards: [{ id: 'c1', front: 'Crab', back: 'Krabbe' }] }),
  ],
};

/** The reader's stage with the book's first spread, as OpenBook puts it together. */
function Reader({ token, zoom, offlineEventsUrl }: { token: string | null; zoom: number; offlineEventsUrl?: string }) {
  const stage = useRef<HTMLElement>(null);
  useReadingAnalytics({ ebookId: BOOK, token, enabled: true, offlineEventsUrl, stage, zoom });
  return (
    <main ref={stage}>
      <ReaderPage index={0} scale={1} />
      <ReaderPage index={2} scale={1} />
    </main>
  );
}

function openBook(token: string | null = null, offlineEventsUrl?: string) {
  const store = createStore();
  store.dispatch(setIsMobile(false));
  store.dispatch(setEbookData({ pages: entries }));
  const fetchRange: FetchPageRange = async (from) => ({ pages: from === 0 ? [page] : [] });
  const book: ReaderBookContext = {
    ebookId: BOOK, title: 'Rock Pools', kind: 'ebook', pdf: null, pages: new PageContentCache(fetchRange, 2),
    size: { width: 400, height: 600 }, onNavigate: () => {}, previewPrice: '£4.00', embed: false, hasNotes: false, searchHere: null,
  };
  const tree = (zoom: number) => (
    <Provider store={store}>
      <MemoryRouter>
        <ReaderBook.Provider value={book}>
          <BookPagesProvider pages={entries}>
            <Reader token={token} zoom={zoom} offlineEventsUrl={offlineEventsUrl} />
          </BookPagesProvider>
        </ReaderBook.Provider>
      </MemoryRouter>
    </Provider>
  );
  const view = render(tree(1));
  return { ...view, store, zoomTo: (zoom: number) => view.rerender(tree(zoom)) };
}

/** Own properties over the browser's, for one test. */
/** Navigator's fields, and Global Privacy Control's, which the DOM's types do not know yet. */
type NavigatorField = keyof Navigator | 'globalPrivacyControl';
const overridden: NavigatorField[] = [];

function setNavigator(values: Partial<Record<NavigatorField, unknown>>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { configurable: true, value });
    overridden.push(key as NavigatorField);
  }
}

let beacons: AnalyticsBatch[];
/** Where each beacon went, and as what type. */
let beaconed: { url: string; type: string }[];
let fetched: { url: string; init: RequestInit; batch: AnalyticsBatch }[];
beforeEach(() => {
  sessionStorage.clear();
  beacons = [];
  beaconed = [];
  fetched = [];
  setNavigator({
    sendBeacon: (url: string, body: Blob) => {
      beaconed.push({ url, type: body.type });
      void body.text().then((text) => beacons.push(AnalyticsBatchSchema.parse(JSON.parse(text))));
      return true;
    },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.endsWith(EVENTS_URL)) fetched.push({ url, init, batch: AnalyticsBatchSchema.parse(JSON.parse(init.body as string)) });
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  for (const key of overridden.splice(0)) delete (navigator as unknown as Record<string, unknown>)[key];
  delete (document as unknown as Record<string, unknown>).visibilityState;
});

/** The tab hides: what was gathered leaves at once. */
async function hideTab() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  await act(async () => {});
}

const sentEvents = () => [...beacons, ...fetched.map((f) => f.batch)].flatMap((batch) => batch.events);

describe('reading analytics in the reader', () => {
  it('notes the view, links followed, a sound played and how far, and a card turned, and sends them as the tab hides', async () => {
    openBook();
    await screen.findByRole('link', { name: /Museum/ });
    // The test's window goes nowhere.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(screen.getByRole('link', { name: /Museum/ }));
    await userEvent.click(screen.getByRole('button', { name: /To the quiz/ }));
    await userEvent.click(screen.getByRole('button', { name: /Crab/ }));
    const audio = screen.getByLabelText('Waves') as HTMLAudioElement;
    Object.defineProperties(audio, { duration: { value: 80 }, currentTime: { value: 20, writable: true } });
    fireEvent.play(audio);
    fireEvent.pause(audio);

    await hideTab();
    const events = sentEvents();
    expect(events.find((e) => e.type === 'view')).toMatchObject({ source: 'site' });
    expect(events.filter((e) => e.type === 'link').map((e) => e.type === 'link' && [e.page, e.target])).toEqual([
      [1, 'https://example.org/museum'],
      [1, 'page:2'],
    ]);
    expect(events.filter((e) => e.type === 'flashcard')).toMatchObject([{ page: 1 }]);
    expect(events.filter((e) => e.type === 'media')).toMatchObject([{ page: 1, kind: 'audio', target: '/uploads/audio/waves.mp3', progress: 0.25 }]);
    expect(beacons.every((batch) => typeof batch.session === 'string')).toBe(true);
  });

  it("notes where a tap fell on its page, as a share of the page, and nothing on a preview's end card", async () => {
    openBook();
    await screen.findByRole('link', { name: /Museum/ });
    for (const group of [screen.getByRole('group', { name: 'Page 1' }), screen.getByRole('group', { name: 'End of the preview' })]) {
      vi.spyOn(group, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, 400, 600));
      fireEvent.click(group, { clientX: 200, clientY: 500, detail: 1 });
    }
    await hideTab();
    expect(sentEvents().filter((e) => e.type === 'tap')).toMatchObject([{ page: 1, x: 0.25, y: 0.75 }]);
  });

  it("sends a signed-in reader's events with the token, among them zooming and read-aloud", async () => {
    const { store, zoomTo } = openBook('reader-token');
    await screen.findByRole('link', { name: /Museum/ });
    zoomTo(1.5);
    act(() => void store.dispatch(enableTextToSpeech()));
    await hideTab();
    expect(beacons).toEqual([]);
    expect(fetched[0]!.init).toMatchObject({ keepalive: true, headers: { Authorization: 'Bearer reader-token' } });
    expect(sentEvents().filter((e) => e.type === 'zoom' || e.type === 'read_aloud')).toMatchObject([
      { type: 'zoom', page: 1, level: 1.5 },
      { type: 'read_aloud', page: 1 },
    ]);
  });

  it('sends nothing but an anonymous view, once, for a reader who asked not to be tracked', async () => {
    setNavigator({ doNotTrack: '1' });
    const first = openBook('reader-token');
    await screen.findByRole('link', { name: /Museum/ });
    await userEvent.click(screen.getByRole('button', { name: /Crab/ }));
    await hideTab();
    first.unmount();
    openBook('reader-token');
    await hideTab();
    expect(fetched).toEqual([]);
    expect(beacons).toEqual([{ events: [expect.objectContaining({ type: 'view', ebook_id: BOOK })] }]);
  });

  describe('in the offline flipbook', () => {
    const SITE_EVENTS = 'https://books.school.example/api/public/events';

    it('sends its reading by beacon to the site it was exported from, as text/plain, as a visitor, its view counted as offline', async () => {
      const { zoomTo } = openBook(null, SITE_EVENTS);
      await screen.findByRole('link', { name: /Museum/ });
      zoomTo(2);
      await hideTab();
      expect(fetched).toEqual([]);
      expect(beaconed.length).toBeGreaterThan(0);
      expect(beaconed.every((sent) => sent.url === SITE_EVENTS && sent.type === 'text/plain;charset=utf-8')).toBe(true);
      await act(async () => {});
      expect(sentEvents().find((e) => e.type === 'view')).toMatchObject({ source: 'offline' });
      expect(sentEvents().filter((e) => e.type === 'zoom')).toMatchObject([{ level: 2 }]);
      expect(beacons.every((batch) => typeof batch.session === 'string')).toBe(true);
    });

    it('drops its reading while the browser is offline, and keeps none for later', async () => {
      setNavigator({ onLine: false });
      openBook(null, SITE_EVENTS);
      await screen.findByRole('link', { name: /Museum/ });
      await hideTab();
      setNavigator({ onLine: true });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await hideTab();
      expect([beaconed, fetched]).toEqual([[], []]);
    });

    it('sends nothing but the anonymous view for a reader who asked not to be tracked', async () => {
      setNavigator({ globalPrivacyControl: true });
      openBook(null, SITE_EVENTS);
      await screen.findByRole('button', { name: /Crab/ });
      await userEvent.click(screen.getByRole('button', { name: /Crab/ }));
      await hideTab();
      await act(async () => {});
      expect(beaconed.map((sent) => sent.url)).toEqual([SITE_EVENTS]);
      expect(beacons).toEqual([{ events: [expect.objectContaining({ type: 'view', source: 'offline', ebook_id: BOOK })] }]);
    });
  });
});
