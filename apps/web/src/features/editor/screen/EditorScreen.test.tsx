import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { BookPage, Role } from '@folio/shared';
import { login } from '../../auth/authSlice';
import { ABILITIES } from '../../../test/abilities';
import { createStore } from '../../../app/store';
import { api, configureApiClient, type SentRequest } from '../../../http/client';
import { clearDraft, draftKey, readDraft, writeDraft } from '../autosave/draftStore';
import { toggleLeftSidebar, toggleRightSidebar } from '../../toolbar/toolbarSlice';
import { addPage } from '../state/editorSlice';
import { EditorScreen } from './EditorScreen';
import { memoryRouter } from '../../../test/router';
import { PANEL_ROUTES } from '../topbar/testing';

const book = (over: Record<string, unknown> = {}) => ({
  id: 'b1', title: 'Rock Pools', book_type: 'ebook', page_dimension: 'A4', width: 794, height: 1123, orientation: 'portrait', schema_version: 1, version: 3,
  abilities: { update: true, delete: true, approve: true, read_pages: true, edit_pages: true, comment: true, share: true }, authors: [], categories: [], ...over,
});
const pages: BookPage[] = [
  { id: 'p1', name: 'Cover', layout: { gutter: 50, columns: 2 }, style: {}, elements: [{ id: 'h', type: 'heading', position: { x: 50, y: 50 }, size: { width: 300, height: 60 }, style: {}, text: 'Rock Pools', level: 1 }] },
  { id: 'p2', name: 'Crabs', layout: { gutter: 50, columns: 2 }, style: {}, elements: [] },
];

// These tests are of the editor saving through the page API: the live document (decision 019, live/*.test.ts) stays shut.
beforeEach(() => void vi.stubGlobal('WebSocket', undefined));
afterEach(() => void vi.unstubAllGlobals());


function open(kind: 'ebook' | 'template', answer: (url: string, method: string) => { status: number; data: unknown }, embedded = false, signedInAs?: Role) {
  api.transport = async (config: SentRequest) => {
    if (PANEL_ROUTES.test(config.url ?? '')) return { status: 404, data: { message: 'Not found' } };
    const { status, data } = answer(config.url ?? '', config.method ?? 'get');
    const response = { data, status };
    if (status >= 400) return response;
    return response;
  };
  const { history, element } = memoryRouter([{ path: '/edit/:id', element: <EditorScreen kind={kind} id="b1" embedded={embedded} /> }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: ['/edit/b1'] });
  const store = createStore();
  if (signedInAs) store.dispatch(login({ token: 'tok', user: { id: 'u1', name: 'Amina', email: null, role: signedInAs, profile_picture: null, abilities: ABILITIES[signedInAs] } }));
  render(
    <Provider store={store}>
      {element}
    </Provider>,
  );
  return { store, history };
}

// The first render loads the editor's libraries (handles, selection, drag and drop): slow on a busy machine.
describe('opening the editor', { timeout: 20_000 }, () => {
  // A test that changes the book leaves its unsaved work in this browser: the next one would open on the offer to restore it.
  beforeEach(() => clearDraft(draftKey('ebook', 'b1')));

  it('shows the book: its pages in the list and the first page on the canvas, and names the tab after it', async () => {
    open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('eBook: Rock Pools');
    const list = screen.getByRole('list', { name: 'Pages' });
    expect(within(list).getByRole('button', { name: 'Page 1: Cover' }).getAttribute('aria-current')).toBe('page');
    expect(within(list).getByRole('button', { name: 'Page 2: Crabs' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Canvas: Cover' }).querySelectorAll('[data-editor-element]')).toHaveLength(1);
    expect(document.querySelector('[data-save-status]')?.textContent).toBe('All changes saved');
    expect(document.title).toBe('Editing Rock Pools · Folio');
  });

  it("goes back to the account's books: a pupil's classroom, everyone else's dashboard list", async () => {
    const answer = (url: string) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } });
    open('ebook', answer, false, 'student');
    expect((await screen.findByRole('link', { name: 'Back to my class' })).getAttribute('href')).toBe('/classroom');
  });

  it("goes back to the dashboard's e-books for a teacher", async () => {
    open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }), false, 'user');
    expect((await screen.findByRole('link', { name: 'Back to eBooks' })).getAttribute('href')).toBe('/admin/ebooks');
  });

  it('names the page it asks to delete: the cover by that name, another page by its number and name', async () => {
    const user = userEvent.setup();
    open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }));
    const list = await screen.findByRole('list', { name: 'Pages' });
    const properties = screen.getByRole('complementary', { name: 'Properties' });
    await user.click(within(properties).getByRole('button', { name: 'Delete page' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('The cover, “Cover”, and everything on it will be deleted.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(list).getByRole('button', { name: 'Page 2: Crabs' }));
    await user.click(within(properties).getByRole('button', { name: 'Delete page' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Page 2, “Crabs”, and everything on it will be deleted.');
  });

  it('gives the keys to the canvas when it is clicked: after a thumbnail, Escape and Delete reach the element clicked', async () => {
    // jsdom has no CSS.escape (the handles find a selected element's frame with it; the ids here need no
    // escaping) and no elementFromPoint (the handles ask it what a click ended on).
    vi.stubGlobal('CSS', { escape: (id: string) => id });
    document.elementFromPoint = () => null;
    onTestFinished(() => {
      vi.unstubAllGlobals();
      delete (document as Partial<Document>).elementFromPoint;
    });
    const user = userEvent.setup();
    const { store } = open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }));
    const list = await screen.findByRole('list', { name: 'Pages' }, { timeout: 10_000 });
    await user.click(within(list).getByRole('button', { name: 'Page 2: Crabs' }));
    await user.click(within(list).getByRole('button', { name: 'Page 1: Cover' }));
    const canvas = screen.getByRole('region', { name: 'Canvas: Cover' });
    const heading = canvas.querySelector<HTMLElement>('[data-editor-element="h"]')!;
    await user.click(heading);
    expect(store.getState().editor.selectedElements).toEqual(['h']);
    // The page list keeps plain keys (its arrows reorder) while it has the focus: the click moved it to the element.
    expect(document.activeElement).toBe(heading);
    await user.keyboard('{Escape}');
    expect(store.getState().editor.selectedElements).toEqual([]);
    await user.click(heading);
    await user.keyboard('{Delete}');
    expect(store.getState().editor.pages[0]!.elements).toEqual([]);
  });

  it('fits the page again when a sidebar is collapsed or expanded', async () => {
    // jsdom lays nothing out: the canvas is as wide as the window less the sidebars drawn (256 px each).
    const width = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    const height = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get(this: Element) { return this.tagName === 'MAIN' ? 1300 - 256 * document.querySelectorAll('aside').length : 0; } });
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get(this: Element) { return this.tagName === 'MAIN' ? 5000 : 0; } });
    try {
      const { store } = open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }));
      await screen.findByRole('list', { name: 'Pages' });
      const scale = () => store.getState().scale.scale;
      // Both sidebars: 1300 − 512 − 44 − 20 over the A4 width 794.
      expect(scale()).toBeCloseTo((1300 - 512 - 44 - 20) / 794, 3);
      store.dispatch(toggleLeftSidebar());
      await waitFor(() => expect(scale()).toBeCloseTo((1300 - 256 - 44 - 20) / 794, 3));
      store.dispatch(toggleRightSidebar());
      await waitFor(() => expect(scale()).toBeCloseTo((1300 - 44 - 20) / 794, 3));
      store.dispatch(toggleLeftSidebar());
      store.dispatch(toggleRightSidebar());
      await waitFor(() => expect(scale()).toBeCloseTo((1300 - 512 - 44 - 20) / 794, 3));
    } finally {
      Object.defineProperty(Element.prototype, 'clientWidth', width);
      Object.defineProperty(Element.prototype, 'clientHeight', height);
    }
  });

  it('on a narrow window shows the page first, and the panels as drawers over it, one at a time, leaving the wide layout as it was', async () => {
    // Narrower than 1280 px: no media query of the editor matches.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    onTestFinished(() => void vi.unstubAllGlobals());
    const user = userEvent.setup();
    const { store } = open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }));
    // The editor's first render loads its libraries: slow on a busy machine.
    await screen.findByRole('region', { name: 'Canvas: Cover' }, { timeout: 10_000 });
    expect(screen.queryAllByRole('complementary')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pages and insert panel' }));
    expect(screen.getAllByRole('complementary').map((a) => a.getAttribute('aria-label'))).toEqual(['Pages and elements']);
    await user.click(screen.getByRole('button', { name: 'Properties panel' }));
    expect(screen.getAllByRole('complementary').map((a) => a.getAttribute('aria-label'))).toEqual(['Properties']);
    await user.click(within(screen.getByRole('complementary')).getAllByRole('textbox')[0]!);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('complementary')).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Properties panel' }));
    expect(store.getState().toolbar).toMatchObject({ leftSidebarIsExpanded: true, rightSidebarIsExpanded: true });
  });

  it('embedded in the create flow, fits the window and brings itself into view once open', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }), true);
      await screen.findByRole('list', { name: 'Pages' });
      expect(scrolled).toHaveBeenCalledTimes(1);
      const shell = scrolled.mock.contexts[0] as HTMLElement;
      expect(shell.contains(screen.getByRole('list', { name: 'Pages' }))).toBe(true);
      expect(shell.className).toContain('h-[calc(100dvh-9.5rem)]');
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('says clearly that a book does not exist', async () => {
    open('ebook', () => ({ status: 404, data: { message: 'eBook not found.' } }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(within(alert).getByText('eBook not found.')).toBeTruthy();
  });

  it('says a PDF book whose PDF is still being processed has no page to put anything on yet', async () => {
    open('ebook', () => ({ status: 200, data: { data: book({ book_type: 'pdf', pdf_file: '/uploads/pdf/2026-12/a.pdf', pdf_page_count: null }) } }));
    expect(await screen.findByRole('heading', { name: 'This PDF is still being processed' })).toBeTruthy();
  });

  it('sends to the preview a template the user may not change', async () => {
    const template = { id: 'b1', name: 'Worksheet', page_dimension: 'A4', width: 794, height: 1123, orientation: 'portrait', version: 0, abilities: { update: false, delete: false } };
    open('template', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 0 } } : { status: 200, data: { data: template } }));
    expect(await screen.findByRole('heading', { name: 'You can view this but not change it' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the preview' }).getAttribute('href')).toBe('/templates/b1');
  });

  it('offers back unsaved work kept in the browser, and restores it', async () => {
    const mine = [{ ...pages[0]!, name: 'My cover' }, pages[1]!];
    await writeDraft(draftKey('ebook', 'b1'), { pages: mine, version: 3, savedAt: Date.now() });
    open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore unsaved work?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore my changes' }));
    expect(await screen.findByRole('button', { name: 'Page 1: My cover' })).toBeTruthy();
  });
});

describe('autosave in the background', { timeout: 20_000 }, () => {
  const requests: string[] = [];
  /** The book opens; its page saves get `saveAnswer`. Every request is noted as 'METHOD url'. */
  const openBook = (saveAnswer: { status: number; data: unknown }) =>
    open('ebook', (url, method) => {
      requests.push(`${method.toUpperCase()} ${url}`);
      if (method === 'put') return saveAnswer;
      return url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } };
    });
  const signedOut = vi.fn();
  const forbidden = vi.fn();

  beforeEach(async () => {
    requests.length = 0;
    await clearDraft(draftKey('ebook', 'b1'));
    // As the app wires the client: a 401 would go to the login page, a 403 to the unauthorized page.
    configureApiClient({ onUnauthorized: signedOut, onForbidden: forbidden });
  });
  afterEach(() => {
    configureApiClient({ onUnauthorized: () => {}, onForbidden: () => {} });
    vi.clearAllMocks();
  });

  /** Opens the book, adds a page, and waits for the save status to say `status`. */
  async function editAndWaitFor(saveAnswer: { status: number; data: unknown }, status: string) {
    const { store, history } = openBook(saveAnswer);
    await screen.findByRole('heading', { level: 1 });
    store.dispatch(addPage());
    await waitFor(() => expect(document.querySelector('[data-save-status]')?.getAttribute('data-save-status')).toBe(status), { timeout: 5000 });
    return { store, history };
  }

  it('stays in the editor when the sign-in has ended (401), says so, and keeps the work in this browser', async () => {
    const { history } = await editAndWaitFor({ status: 401, data: { message: 'Unauthenticated.' } }, 'signedOut');
    expect(history.location.pathname).toBe('/edit/b1');
    expect(signedOut).not.toHaveBeenCalled();
    expect(document.querySelector('[data-save-status]')?.textContent).toBe('Signed out — sign in again to save. Your changes are kept in this browser.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2Fedit%2Fb1');
    expect((await readDraft(draftKey('ebook', 'b1')))?.pages).toHaveLength(3);
  });

  it('stays in the editor when the save is not allowed (403), and says it was not saved', async () => {
    const { history } = await editAndWaitFor({ status: 403, data: { message: 'This action is unauthorized.' } }, 'error');
    expect(history.location.pathname).toBe('/edit/b1');
    expect(forbidden).not.toHaveBeenCalled();
    expect(document.querySelector('[data-save-status]')?.textContent).toBe('Not saved. This action is unauthorized.');
    expect((await readDraft(draftKey('ebook', 'b1')))?.pages).toHaveLength(3);
  });

  it('asks before a move elsewhere in the app while changes are not saved: Cancel stays, Leave goes', async () => {
    const { history } = await editAndWaitFor({ status: 403, data: { message: 'This action is unauthorized.' } }, 'error');
    act(() => history.push('/elsewhere'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    expect(history.location.pathname).toBe('/edit/b1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(history.location.pathname).toBe('/edit/b1');

    act(() => history.push('/elsewhere'));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('reads the book again after a save, so that other screens show its new version, but not the pages it holds', async () => {
    await editAndWaitFor({ status: 200, data: { version: 4 } }, 'saved');
    await waitFor(() => expect(requests.filter((r) => r === 'GET /admin/ebooks/b1')).toHaveLength(2));
    expect(requests).toEqual(['GET /admin/ebooks/b1', 'GET /admin/ebooks/b1/pages', 'PUT /admin/ebooks/b1/pages', 'GET /admin/ebooks/b1']);
  });
});
