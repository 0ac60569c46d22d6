import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERSION_MESSAGES, type BookPage, type Ebook, type Version, type VersionSummary } from '@folio/shared';
import { createStore } from '../../app/store';
import { renderWithStore } from '../../test/render';
import { ebook as ebookQuery } from '../ebooks/api';
import { book, listOf, serve } from '../ebooks/testing';
import type { EditorDocument } from '../editor/screen/useEditorDocument';
import { HistoryButton } from './HistoryButton';
import { OnItsOwn } from '../editor/topbar/testing';

const BOOK = book().id;
const BASE = `/admin/ebooks/${BOOK}/versions`;
const RAHIM = { id: 'u-rahim', name: 'Rahim Uddin' };
const FAY = { id: 'u-fay', name: 'Fay Friend' };

const summary = (over: Partial<VersionSummary> = {}): VersionSummary => ({
  id: '5e0c0000-0000-4000-8000-000000000001',
  kind: 'manual',
  name: 'Sent to the printer',
  created_at: '2026-12-01T10:00:00.000Z',
  created_by: RAHIM,
  authors: [RAHIM, FAY],
  page_count: 2,
  size: 2048,
  ...over,
});
const PRINTED = summary();
const AUTO = summary({ id: '5e0c0000-0000-4000-8000-000000000002', kind: 'auto', name: null, created_by: null, authors: [FAY], created_at: '2026-12-01T09:00:00.000Z', page_count: 1 });
const SUBMITTED = summary({ id: '5e0c0000-0000-4000-8000-000000000003', kind: 'submission', name: null, created_by: null, authors: [], created_at: '2026-12-01T08:00:00.000Z' });
const BEFORE = summary({ id: '5e0c0000-0000-4000-8000-000000000004', kind: 'restore', name: null, created_by: FAY, authors: [], created_at: '2026-12-01T07:00:00.000Z' });

const page = (id: string, text: string): BookPage => ({
  id, name: text, layout: { gutter: 50, columns: 2 }, style: {},
  elements: [{ id: `h-${id}`, type: 'heading', position: { x: 40, y: 40 }, size: { width: 400, height: 60 }, style: {}, text, level: 1 }],
});
const PRINTED_PAGES: Version = { ...PRINTED, pages: [page('cover', 'Rock Pools'), page('crabs', 'Crabs')] };

/** The server of the history: its versions (one more after a version is named), a version's pages, the writes. */
function server({ versions = [PRINTED, AUTO, SUBMITTED, BEFORE] }: { versions?: VersionSummary[] } = {}) {
  let list = versions;
  return serve((key, request) => {
    if (key === `GET ${BASE}`) return [200, listOf(list)];
    if (key === `GET ${BASE}/${PRINTED.id}`) return [200, { data: PRINTED_PAGES }];
    if (key === `POST ${BASE}`) {
      const made = summary({ id: '5e0c0000-0000-4000-8000-000000000009', name: JSON.parse(String(request.data)).name, created_at: '2026-12-02T10:00:00.000Z', authors: [] });
      list = [made, ...list];
      return [201, { message: VERSION_MESSAGES.made, data: made }];
    }
    if (key === `POST ${BASE}/${PRINTED.id}/restore`) return [200, { message: VERSION_MESSAGES.restored, data: { version: 8, before: BEFORE } }];
    if (key === `GET /admin/ebooks/${BOOK}`) return [200, { data: book() }];
    return undefined;
  });
}

/** The button as the editor draws it, on a book with `abilities`. */
function renderButton(abilities: Partial<Ebook['abilities']> = {}) {
  const ebook = book({ abilities: { ...book().abilities, ...abilities } });
  const doc = { kind: 'ebook', id: BOOK, title: ebook.title, pageSize: { width: 794, height: 1123 }, pages: [], version: 7, ebook } as unknown as EditorDocument;
  const store = createStore();
  renderWithStore(<OnItsOwn Button={HistoryButton} doc={doc} />, store);
  return store;
}

const openHistory = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Version history' }));
  return screen.findByRole('dialog', { name: 'Version history of “Sea Animals”' });
};
const rows = (dialog: HTMLElement) => within(dialog).getAllByRole('listitem');

describe("a book's version history in the editor", () => {
  it('lists the versions newest first: their names or what made them, when, and who changed the pages', async () => {
    server();
    renderButton();
    const dialog = await openHistory();
    await within(dialog).findByText('Sent to the printer');
    expect(rows(dialog).map((row) => row.querySelector('p')!.textContent)).toEqual(['Sent to the printer', 'Automatic version', 'Submitted for approval', 'Before restore']);
    const [printed, auto, submitted, before] = rows(dialog);
    expect(printed!.textContent).toContain('Changed by Rahim Uddin and Fay Friend');
    expect(printed!.textContent).toContain('2 pages');
    expect(printed!.querySelector('time')!.getAttribute('dateTime')).toBe(PRINTED.created_at);
    expect(auto!.textContent).toContain('1 page');
    expect(auto!.textContent).toContain('Changed by Fay Friend');
    // Nobody changed the pages since the version before: who made it, if anyone.
    expect(submitted!.textContent).not.toMatch(/Changed by|By /);
    expect(before!.textContent).toContain('By Fay Friend');
  });

  it('names a version of the pages as they are, and refuses a blank name without asking the server', async () => {
    const seen = server();
    renderButton();
    const dialog = await openHistory();
    const name = within(dialog).getByRole('textbox', { name: 'Name this version' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(seen.some((r) => r.method === 'post')).toBe(false);

    await userEvent.type(name, 'Final proof');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save version' }));
    await waitFor(() => expect(rows(dialog)[0]!.textContent).toContain('Final proof'));
    expect(JSON.parse(String(seen.find((r) => r.method === 'post')!.data))).toEqual({ name: 'Final proof' });
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('shows a version read-only, every page of it, and goes back to the history', async () => {
    server();
    renderButton();
    const dialog = await openHistory();
    await userEvent.click(await within(dialog).findByRole('button', { name: /^View Sent to the printer, / }));
    const view = await within(dialog).findByRole('region', { name: /^Sent to the printer, / });
    expect(await within(view).findByRole('heading', { name: 'Rock Pools' })).toBeTruthy();
    expect(within(view).getByRole('heading', { name: 'Crabs' })).toBeTruthy();
    expect(within(view).getByText('Page 2: Crabs')).toBeTruthy();
    // Nothing on the pages can be edited.
    expect(view.querySelector('input, textarea, [contenteditable="true"]')).toBeNull();
    await userEvent.click(within(view).getByRole('button', { name: 'Back to the history' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Name this version' })).toBeTruthy();
  });

  it('restores a version after saying that nothing is lost, and has the book read again', async () => {
    const seen = server();
    const store = renderButton();
    // The editor's basic info of the book, as the editor holds it open.
    store.dispatch(ebookQuery.initiate(BOOK));
    await waitFor(() => expect(seen.filter((r) => r.url === `/admin/ebooks/${BOOK}`)).toHaveLength(1));
    const dialog = await openHistory();
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Restore Sent to the printer, / }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    expect(confirm.textContent).toMatch(/Nothing is lost: the pages as they are now are kept in the history as “Before restore”/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((r) => r.method === 'post' && r.url === `${BASE}/${PRINTED.id}/restore`)).toBe(true);
    // The book's tag was invalidated: its basic info (and version) is read again.
    await waitFor(() => expect(seen.filter((r) => r.url === `/admin/ebooks/${BOOK}`)).toHaveLength(2));
  });

  it('lets someone who may not edit the pages look at versions, but neither name nor restore them', async () => {
    server();
    renderButton({ edit_pages: false, update: false });
    const dialog = await openHistory();
    await within(dialog).findByText('Sent to the printer');
    expect(within(dialog).queryByRole('textbox', { name: 'Name this version' })).toBeNull();
    expect(within(dialog).queryAllByRole('button', { name: /^Restore/ })).toEqual([]);
    expect(within(dialog).getAllByRole('button', { name: /^View/ })).toHaveLength(4);
  });

  it('says what to do when the book has no versions yet', async () => {
    server({ versions: [] });
    renderButton();
    const dialog = await openHistory();
    expect(await within(dialog).findByText(/^No versions yet\. Folio makes one by itself a few minutes after you stop editing, or name one now/)).toBeTruthy();
  });
});
