import { useRef, useState } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentsEntry, Highlight } from '@folio/shared';
import { createStore } from '../../app/store';
import { api } from '../../http/client';
import { login } from '../auth/authSlice';
import { PageContentCache } from '../reader/pageContent';
import { ReaderBook, type ReaderBookContext } from '../reader/ReaderContext';
import { goToPage, setEbookData } from '../reader/readerSlice';
import { HighlightLayer } from './HighlightLayer';
import { loadLocalBookmarks, loadLocalHighlights } from './studyBackends';
import { StudyPanel, type StudyTab } from './StudyPanel';

vi.mock('pdfjs-dist', () => import('../../test/pdfjsStub'));

const pages = [{ id: 'p1', name: 'Cover' }, { id: 'p2', name: 'Page 2' }, { id: 'p3', name: 'Page 3' }];
const contents = { source: 'headings', entries: [{ title: 'Tides', page: 0, level: 1 }, { title: 'Rock pools', page: 1, level: 2 }, { title: 'Storms', page: 2, level: 1 }] };

const highlight = (id: string, page_id: string, exact: string, extra: Partial<Highlight> = {}): Highlight => ({
  id, ebook_id: extra.ebook_id ?? 'book', page_id, color: 'yellow', note: null, quote: { exact, prefix: '', suffix: '' }, position: { start: 0, end: exact.length }, created_at: '', updated_at: '', ...extra,
});

const bookOf = (ebookId: string, pdf: ReaderBookContext['pdf'] = null): ReaderBookContext => ({
  ebookId, title: 'Rock Pools', kind: pdf ? 'pdf' : 'ebook', pdf, pages: new PageContentCache(async () => ({ pages: [] }), 3),
  size: { width: 400, height: 600 }, onNavigate: () => {}, previewPrice: null, embed: false, hasNotes: false, searchHere: null,
});

/** The server of these tests: the contents, and the signed-in reader's bookmarks and highlights (kept in `server`). */
function serve(server: { bookmarks: unknown[]; highlights: Highlight[] }) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  api.transport = async (request) => {
    const body = typeof request.data === 'string' ? JSON.parse(request.data) : undefined;
    seen.push({ method: request.method, url: request.url, body });
    if (request.url.endsWith('/contents')) return { status: 200, data: { data: contents } };
    if (request.url.endsWith('/bookmarks')) {
      if (request.method === 'put') server.bookmarks = (body as { bookmarks: unknown[] }).bookmarks.map((b) => ({ ...(b as object), created_at: '2026-01-01T00:00:00Z' }));
      return { status: 200, data: { data: server.bookmarks } };
    }
    if (request.url.endsWith('/highlights')) return { status: 200, data: { data: server.highlights } };
    return { status: 404, data: { message: 'Not found' } };
  };
  return seen;
}

function open(ebookId: string, { tab = 'contents', page = 0, signedIn = false, stage, pdf = null, here = null }: { tab?: StudyTab; page?: number; signedIn?: boolean; stage?: string; pdf?: ReaderBookContext['pdf']; here?: (() => ContentsEntry[]) | null } = {}) {
  const store = createStore();
  store.dispatch(setEbookData({ pages }));
  store.dispatch(goToPage(page));
  if (signedIn) store.dispatch(login({ token: 'tok', user: { id: 'u1', name: 'Amina', email: null, role: 'user', profile_picture: null } }));
  const onClose = vi.fn();
  function Reader() {
    const stageRef = useRef<HTMLElement>(null);
    const [current, setCurrent] = useState(tab);
    return (
      <>
        {stage !== undefined && (
          <>
            <main ref={stageRef}>
              <div data-page-index="0">
                <div>{stage}</div>
              </div>
            </main>
            <HighlightLayer ebookId={ebookId} anonymous={!signedIn} kind="ebook" stage={stageRef} container={null} pages={pages} currentPage={page} enabled />
          </>
        )}
        <StudyPanel container={null} anonymous={!signedIn} contentsHere={here} tab={current} onTabChange={setCurrent} onClose={onClose} />
      </>
    );
  }
  render(
    <Provider store={store}>
      <ReaderBook.Provider value={bookOf(ebookId, pdf)}>
        <Reader />
      </ReaderBook.Provider>
    </Provider>,
  );
  return { store, onClose };
}

describe('the study panel', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('lists the contents indented by level, marks the section being read, and turns to an entry’s page', async () => {
    serve({ bookmarks: [], highlights: [] });
    // The spread of pages 3 and 4 (from 1).
    const { store, onClose } = open('book-contents', { page: 2 });
    const nav = await screen.findByRole('navigation', { name: 'Contents' });
    const entries = within(nav).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual(['Tidespage 11', 'Rock poolspage 22', 'Stormspage 33']);
    expect(entries[2]!.getAttribute('aria-current')).toBe('location');
    expect(entries[1]!.hasAttribute('aria-current')).toBe(false);
    expect(entries[1]!.style.paddingInlineStart).toBe('1.75rem');
    expect(entries[0]!.style.paddingInlineStart).toBe('0.75rem');
    await userEvent.click(entries[0]!);
    expect(store.getState().reader.currentPage).toBe(0);
    expect(onClose).toHaveBeenCalled();
  });

  it('says what to do when a book has no contents, and offers to try again when they could not be loaded', async () => {
    let answer = { status: 500, data: {} as unknown };
    api.transport = async () => answer;
    open('book-no-contents');
    expect((await screen.findByRole('alert')).textContent).toContain('The contents could not be loaded.');
    answer = { status: 200, data: { data: { source: 'headings', entries: [] } } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/This book has no contents: its pages have no headings. Use search/)).toBeTruthy();
  });

  it("shows a PDF's own outline, unless its author kept a list of their own", async () => {
    // A PDF whose outline has a chapter on page 2 (from 1), with a section under it, and an entry leading nowhere; its
    // pages are labelled i, ii, 1, and the contents name them so, as its links and the page indicator do.
    const pdf = {
      numPages: 3,
      getPageLabels: async () => ['i', 'ii', '1'],
      getOutline: async () => [{ title: 'Chapter  one', dest: [1], items: [{ title: 'A section', dest: [2], items: [] }, { title: 'Broken', dest: [9], items: [] }] }],
    } as unknown as ReaderBookContext['pdf'];
    serve({ bookmarks: [], highlights: [] });
    open('book-pdf', { pdf });
    const nav = await screen.findByRole('navigation', { name: 'Contents' });
    expect(within(nav).getAllByRole('button').map((b) => [b.textContent, b.style.paddingInlineStart])).toEqual([['Chapter onepage iiii', '0.75rem'], ['A sectionpage 11', '1.75rem']]);
    cleanup();

    api.transport = async () => ({ status: 200, data: { data: { source: 'author', entries: [{ title: 'Read me first', page: 2, level: 1 }] } } });
    open('book-pdf-author', { pdf });
    expect(within(await screen.findByRole('navigation', { name: 'Contents' })).getByRole('button').textContent).toBe('Read me firstpage 11');
    cleanup();

    // The offline reader's PDF book (it holds no list): the outline, and no server asked.
    const asked = vi.fn(async () => ({ status: 500, data: {} }));
    api.transport = asked;
    open('book-pdf-offline', { pdf, here: () => [] });
    expect(within(await screen.findByRole('navigation', { name: 'Contents' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Chapter onepage iiii', 'A sectionpage 11']);
    expect(asked).not.toHaveBeenCalled();
  });

  it("bookmarks the page being read in a visitor's browser, renames it inline and removes it", async () => {
    serve({ bookmarks: [], highlights: [] });
    const { store, onClose } = open('book-marks', { tab: 'bookmarks', page: 2 });
    expect(await screen.findByText('No bookmarks yet. Choose “Bookmark this page” to come back here later.')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Bookmark this page' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(loadLocalBookmarks('book-marks').map((b) => [b.page_id, b.label])).toEqual([['p3', '']]);

    await userEvent.click(screen.getByRole('button', { name: 'Rename the bookmark “Page 3”' }));
    const name = screen.getByRole('textbox', { name: 'Bookmark name' });
    await userEvent.type(name, 'Storms{Escape}');
    // Escape leaves the name as it was, and the panel open.
    expect(screen.queryByRole('textbox', { name: 'Bookmark name' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rename the bookmark “Page 3”' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bookmark name' }), 'Storms{Enter}');
    expect(await screen.findByRole('button', { name: 'Rename the bookmark “Storms”' })).toBeTruthy();
    expect(loadLocalBookmarks('book-marks').map((b) => b.label)).toEqual(['Storms']);

    await userEvent.click(screen.getByRole('button', { name: /Storms.*p\. 3/ }));
    expect(store.getState().reader.currentPage).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the bookmark “Storms”' }));
    expect(loadLocalBookmarks('book-marks')).toEqual([]);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it("keeps a signed-in reader's bookmarks on the server, the whole list at once", async () => {
    const server = { bookmarks: [{ page_id: 'p1', label: 'Start', created_at: '2026-01-01T00:00:00Z' }], highlights: [] };
    const seen = serve(server);
    open('book-server-marks', { tab: 'bookmarks', page: 2, signedIn: true });
    expect(await screen.findByRole('button', { name: 'Rename the bookmark “Start”' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark this page' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'put')).toBe(true));
    expect(seen.find((r) => r.method === 'put')).toEqual({ method: 'put', url: '/public/ebooks/book-server-marks/bookmarks', body: { bookmarks: [{ page_id: 'p1', label: 'Start' }, { page_id: 'p3', label: '' }] } });
    expect(loadLocalBookmarks('book-server-marks')).toEqual([]);
  });

  it('lists highlights in page order, finds them by words of their quote or note, edits, recolours and deletes after asking', async () => {
    serve({ bookmarks: [], highlights: [] });
    window.localStorage.setItem(
      'folio:highlights:book-hl',
      JSON.stringify([
        highlight('b', 'p2', 'the tide turns', { ebook_id: 'book-hl', note: 'Twice a day' }),
        highlight('a', 'p1', 'crabs hide under stones', { ebook_id: 'book-hl', color: 'green' }),
      ]),
    );
    const { store } = open('book-hl', { tab: 'highlights' });
    const list = await screen.findByRole('list', { name: 'Your highlights' });
    expect(within(list).getAllByTestId('highlight-item').map((li) => li.querySelector('[dir="auto"]')!.textContent)).toEqual(['“crabs hide under stones”', '“the tide turns”']);
    expect(screen.getByText('2 highlights')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find in your highlights and notes' }), 'DAY twice');
    expect(within(list).getAllByTestId('highlight-item')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 highlight holds \u2068DAY twice\u2069');
    await userEvent.clear(screen.getByRole('searchbox'));

    await userEvent.click(screen.getByRole('button', { name: 'Add a note to “crabs hide under stones”' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Look at low tide');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(loadLocalHighlights('book-hl').find((h) => h.id === 'a')?.note).toBe('Look at low tide'));

    await userEvent.click(within(screen.getByRole('group', { name: 'Colour of “crabs hide under stones”' })).getByRole('button', { name: 'Pink' }));
    await waitFor(() => expect(loadLocalHighlights('book-hl').find((h) => h.id === 'a')?.color).toBe('pink'));

    await userEvent.click(screen.getByRole('button', { name: /Cover.*crabs hide under stones/ }));
    expect(store.getState().reader.currentPage).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the highlight “the tide turns”' }));
    const confirm = screen.getByRole('group', { name: 'Delete this highlight?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(loadLocalHighlights('book-hl').map((h) => h.id)).toEqual(['a']));
  });

  it('lists each highlight in its sentence with its words marked, in English, Arabic and Japanese', async () => {
    serve({ bookmarks: [], highlights: [] });
    const quoted = (id: string, page: string, prefix: string, exact: string, suffix: string) =>
      highlight(id, page, exact, { ebook_id: 'book-sentences', quote: { exact, prefix, suffix }, position: { start: prefix.length, end: prefix.length + exact.length } });
    window.localStorage.setItem(
      'folio:highlights:book-sentences',
      JSON.stringify([
        quoted('en', 'p1', 'The sea was calm. At low tide ', 'crabs hide', ' under stones. Gulls wait.'),
        // Arabic: the question before ends at its ؟.
        quoted('ar', 'p2', 'هل رأيت القطة؟ ', 'ذهب الولد', ' إلى المدرسة. ثم عاد.'),
        // Japanese: no spaces, sentences end at 。.
        quoted('ja', 'p3', '今日は晴れです。私は', '海が好き', 'です。明日も行きます。'),
      ]),
    );
    open('book-sentences', { tab: 'highlights' });
    const list = await screen.findByRole('list', { name: 'Your highlights' });
    const items = within(list).getAllByTestId('highlight-sentence');
    expect(items.map((item) => item.textContent)).toEqual(['“At low tide crabs hide under stones.”', '“ذهب الولد إلى المدرسة.”', '“私は海が好きです。”']);
    expect(items.map((item) => item.querySelector('mark')?.textContent)).toEqual(['crabs hide', 'ذهب الولد', '海が好き']);
  });

  it('exports the highlights as Markdown and CSV files named after the book', async () => {
    serve({ bookmarks: [], highlights: [] });
    const quote = { exact: 'the tide turns', prefix: 'Wait. At noon ', suffix: ' and the pools fill. Go.' };
    window.localStorage.setItem('folio:highlights:book-export', JSON.stringify([highlight('a', 'p2', 'the tide turns', { ebook_id: 'book-export', note: 'Twice a day', quote })]));
    const files: { name: string; blob: Blob }[] = [];
    let made: Blob | null = null;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => ((made = blob), 'blob:study'), revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: made! });
    });
    open('book-export', { tab: 'highlights' });
    await userEvent.click(await screen.findByRole('button', { name: 'Markdown' }));
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(files.map((f) => f.name)).toEqual(['Rock Pools-highlights.md', 'Rock Pools-highlights.csv']);
    expect(await files[0]!.blob.text()).toBe('# Rock Pools\n\n## Page 2\n\n> At noon <mark>the tide turns</mark> and the pools fill.\n\n*Yellow*\n\n**Note:** Twice a day\n');
    expect(await files[1]!.blob.text()).toContain(
      '"Page","Colour","Words","Sentence","Note","Text changed"\r\n"Page 2","Yellow","the tide turns","At noon the tide turns and the pools fill.","Twice a day",""',
    );
  });

  it('lists highlights whose words the drawn page no longer holds as "text changed"', async () => {
    serve({ bookmarks: [], highlights: [] });
    window.localStorage.setItem(
      'folio:highlights:book-changed',
      JSON.stringify([highlight('kept', 'p1', 'tide pools', { ebook_id: 'book-changed' }), highlight('gone', 'p1', 'sea urchins', { ebook_id: 'book-changed' })]),
    );
    open('book-changed', { tab: 'highlights', stage: 'We walked to the tide pools at dawn.' });
    const list = await screen.findByRole('list', { name: 'Your highlights' });
    await waitFor(() => expect(within(list).getAllByText('Text changed')).toHaveLength(1));
    const items = within(list).getAllByTestId('highlight-item');
    expect(within(items.find((li) => li.textContent!.includes('sea urchins'))!).queryByText('Text changed')).toBeTruthy();
    expect(within(items.find((li) => li.textContent!.includes('tide pools'))!).queryByText('Text changed')).toBeNull();
  });

  it("says what to do when there are no highlights yet", async () => {
    serve({ bookmarks: [], highlights: [] });
    open('book-none', { tab: 'highlights' });
    expect(await screen.findByText('No highlights yet. Select some words on a page, then choose a colour.')).toBeTruthy();
  });
});
