import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BookPage } from '@folio/shared';
import { createStore } from '../../../app/store';
import { api } from '../../../http/client';
import { draftKey, writeDraft } from '../autosave/draftStore';
import { EditorScreen } from './EditorScreen';

const book = (over: Record<string, unknown> = {}) => ({
  id: 'b1', title: 'Rock Pools', book_type: 'ebook', page_dimension: 'A4', width: 794, height: 1123, orientation: 'portrait', schema_version: 1, version: 3,
  abilities: { update: true, delete: true, approve: true }, authors: [], categories: [], ...over,
});
const pages: BookPage[] = [
  { id: 'p1', name: 'Cover', layout: { gutter: 50, columns: 2 }, style: {}, elements: [{ id: 'h', type: 'heading', position: { x: 50, y: 50 }, size: { width: 300, height: 60 }, style: {}, text: 'Rock Pools', level: 1 }] },
  { id: 'p2', name: 'Crabs', layout: { gutter: 50, columns: 2 }, style: {}, elements: [] },
];

function open(kind: 'ebook' | 'template', answer: (url: string) => { status: number; data: unknown }) {
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const { status, data } = answer(config.url ?? '');
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, {}, response);
    return response;
  };
  const router = createMemoryRouter([{ path: '/edit/:id', element: <EditorScreen kind={kind} id="b1" /> }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: ['/edit/b1'] });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

// The first render loads the editor's libraries (handles, selection, drag and drop): slow on a busy machine.
describe('opening the editor', { timeout: 20_000 }, () => {
  it('shows the book: its pages in the list and the first page on the canvas', async () => {
    open('ebook', (url) => (url.endsWith('/pages') ? { status: 200, data: { data: pages, version: 3 } } : { status: 200, data: { data: book() } }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('eBook: Rock Pools');
    const list = screen.getByRole('list', { name: 'Pages' });
    expect(within(list).getByRole('button', { name: 'Page 1: Cover' }).getAttribute('aria-current')).toBe('page');
    expect(within(list).getByRole('button', { name: 'Page 2: Crabs' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Canvas: Cover' }).querySelectorAll('[data-editor-element]')).toHaveLength(1);
    expect(document.querySelector('[data-save-status]')?.textContent).toBe('All changes saved');
  });

  it('says clearly that a book does not exist', async () => {
    open('ebook', () => ({ status: 404, data: { message: 'eBook not found.' } }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(within(alert).getByText('eBook not found.')).toBeTruthy();
  });

  it('says a PDF book has nothing to design', async () => {
    open('ebook', () => ({ status: 200, data: { data: book({ book_type: 'pdf' }) } }));
    expect(await screen.findByRole('heading', { name: 'A PDF book has no pages to design' })).toBeTruthy();
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
