import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookElement } from '@folio/shared';
import { createStore } from '../../../app/store';
import { renderWithStore } from '../../../test/render';
import { serve } from '../../ebooks/testing';
import { element, page } from '../actions/testing';
import { setPages } from '../state/editorSlice';
import type { EditorDocument } from '../screen/useEditorDocument';
import { ContentsDialog } from './ContentsDialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), isActive: vi.fn(() => false) }));
vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast }));

const heading = (id: string, text: string, level: number) => element(id, 40, { type: 'heading', text, level } as Partial<BookElement>);
const PAGES = [page('p1', [heading('h1', 'Rock pools', 1)]), page('p2', [heading('h2', 'Crabs', 2)]), page('p3')];
const doc = { kind: 'ebook', id: 'b1', title: 'Shore', pdf: null } as unknown as EditorDocument;

/** The dialog over a book of three pages, the server answering `stored` for its contents. */
function open(stored: { source: 'author' | 'headings'; entries: unknown[] }) {
  const seen = serve((key) => {
    if (key === 'GET /public/ebooks/b1/contents') return [200, { data: stored }];
    if (key === 'PUT /admin/ebooks/b1/contents') return [200, { message: 'Contents saved.', data: stored }];
    return undefined;
  });
  const store = createStore();
  store.dispatch(setPages(PAGES));
  const onOpenChange = vi.fn();
  renderWithStore(<ContentsDialog doc={doc} open onOpenChange={onOpenChange} />, store);
  return { seen, onOpenChange };
}

afterEach(() => vi.clearAllMocks());

describe("the editor's contents", () => {
  it("starts from the book's headings as they are in the editor, and saves the author's changes as their own list", async () => {
    const user = userEvent.setup();
    const { seen, onOpenChange } = open({ source: 'headings', entries: [] });
    const first = await screen.findByRole('textbox', { name: 'Title of entry 1' });
    expect((first as HTMLInputElement).value).toBe('Rock pools');
    expect((screen.getByRole('combobox', { name: 'Level of entry 2' }) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByRole('combobox', { name: 'Page of entry 2' }) as HTMLSelectElement).value).toBe('1');

    await user.clear(first);
    await user.type(first, 'Life in a rock pool');
    await user.click(screen.getByRole('button', { name: 'Move entry 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save contents' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const put = seen.find((r) => r.method.toLowerCase() === 'put');
    expect(JSON.parse(String(put!.data))).toEqual({ entries: [{ title: 'Crabs', page: 1, level: 2 }, { title: 'Life in a rock pool', page: 0, level: 1 }] });
    expect(toast.success).toHaveBeenCalledWith('Contents saved.', expect.anything());
  });

  it("shows the author's own list, and goes back to the headings when asked", async () => {
    const user = userEvent.setup();
    const { seen } = open({ source: 'author', entries: [{ title: 'Start here', page: 2, level: 1 }] });
    expect(((await screen.findByRole('textbox', { name: 'Title of entry 1' })) as HTMLInputElement).value).toBe('Start here');
    expect(screen.queryByRole('textbox', { name: 'Title of entry 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: "Use the book's headings" }));
    await waitFor(() => expect(seen.some((r) => r.method.toLowerCase() === 'put')).toBe(true));
    expect(JSON.parse(String(seen.find((r) => r.method.toLowerCase() === 'put')!.data))).toEqual({ entries: null });
  });
});
