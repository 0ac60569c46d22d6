import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, type BookComment, type CommentThread, type Ebook } from '@folio/shared';
import type { SentRequest } from '../../http/client';
import { renderWithStore } from '../../test/render';
import { book, serve } from '../ebooks/testing';
import { selectElements, setPages, switchPage } from '../editor/state/editorSlice';
import { el, pg } from '../editor/state/testing';
import type { EditorDocument } from '../editor/screen/useEditorDocument';
import { CommentsButton } from './CommentsButton';
import { OnItsOwn } from '../editor/topbar/testing';

const BOOK = '0b9a4a52-0000-4000-8000-000000000001';
const BASE = `/admin/ebooks/${BOOK}/comments`;
const OWNER = { id: 'u-owner', name: 'Olu Owner' };
const EDA = { id: 'u-eda', name: 'Eda Editor' };
const PAGES = [pg('p1', [el('e1')]), pg('p2', [el('e2'), el('e3', { type: 'image' })])];

const comment = (over: Partial<BookComment> = {}): BookComment => ({
  id: 'c0',
  body: 'A comment',
  author: EDA,
  mentions: [],
  created_at: '2026-12-06T10:00:00.000Z',
  updated_at: '2026-12-06T10:00:00.000Z',
  abilities: { edit: false, delete: false, resolve: true },
  ...over,
});
const thread = (over: Partial<CommentThread> = {}): CommentThread => ({
  ...comment(),
  page_id: 'p2',
  element_id: 'e3',
  resolved_at: null,
  resolved_by: null,
  replies: [],
  ...over,
});

const OPEN = [
  thread({ id: 't1', body: 'Is this picture right?', replies: [comment({ id: 'r1', body: 'It is the old one.', author: OWNER, abilities: { edit: true, delete: true, resolve: true } })] }),
  thread({ id: 't2', body: 'The first page is long.', page_id: 'p1', element_id: null }),
];
const RESOLVED = [thread({ id: 't3', body: 'Fixed typo', resolved_at: '2026-12-06T11:00:00.000Z', resolved_by: OWNER })];

/** The server as the panel meets it: the threads by state, the book's people, and the writes answered with a thread. */
function server({ threads = OPEN, people = true, list = 200 }: { threads?: CommentThread[]; people?: boolean; list?: number } = {}) {
  return serve((key, request: SentRequest) => {
    const state = (request.params as { state?: string } | undefined)?.state;
    if (key === `GET ${BASE}`) return list === 200 ? [200, { data: state === 'resolved' ? RESOLVED : threads, counts: { open: threads.length, resolved: RESOLVED.length } }] : [list, { message: 'No.' }];
    if (key === `GET /admin/ebooks/${BOOK}/collaborators` && people) return [200, { data: [{ user_id: EDA.id, name: EDA.name, role: 'editor', email: null, added_at: '2026-12-01T00:00:00.000Z' }], owner: OWNER }];
    if (key === `POST ${BASE}`) return [201, { message: COMMENT_MESSAGES.added, data: threads[0] }];
    if (key.startsWith(`PUT ${BASE}/`)) return [200, { message: COMMENT_MESSAGES.resolved, data: threads[0] }];
    if (key.startsWith(`DELETE ${BASE}/`)) return [200, { message: COMMENT_MESSAGES.deleted }];
    return undefined;
  });
}

const doc = (abilities: Partial<Ebook['abilities']> = {}): EditorDocument => {
  const ebook = book({ id: BOOK, abilities: { ...book().abilities, ...abilities } });
  return { kind: 'ebook', id: BOOK, title: ebook.title, pageSize: { width: 794, height: 1123 }, pages: PAGES, schemaVersion: 1 as EditorDocument['schemaVersion'], version: 1, ebook, pdf: null };
};

function renderButton(abilities: Partial<Ebook['abilities']> = {}) {
  const view = renderWithStore(<OnItsOwn Button={CommentsButton} doc={doc(abilities)} />);
  act(() => {
    view.store.dispatch(setPages(PAGES));
  });
  return view;
}

const bodyOf = (request: SentRequest | undefined) => JSON.parse(String(request?.data));
const openPanel = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Comments (open threads: 2)' }));
  return screen.findByRole('dialog', { name: 'Comments' });
};

describe('the editor’s comments', () => {
  it('counts the open threads on its button, and lists them with their page, element and replies', async () => {
    const seen = server();
    renderButton();
    const panel = await openPanel();
    const threads = await within(panel).findAllByRole('article');
    expect(threads.map((th) => within(th).getAllByRole('button')[0]!.textContent)).toEqual(['Page 2 · Image', 'Page 1']);
    expect(threads[0]!.textContent).toContain('Is this picture right?');
    expect(within(threads[0]!).getByRole('list', { name: 'Replies' }).textContent).toContain('It is the old one.');
    expect(within(panel).getByRole('button', { name: 'Open (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(seen.find((r) => r.url === BASE)?.params).toEqual({ state: 'open' });
  });

  it('turns the editor to a thread’s page and selects its element when the thread is clicked', async () => {
    server();
    const { store } = renderButton();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Page 2 · Image' }));
    expect(store.getState().editor.currentPage).toBe(1);
    expect(store.getState().editor.selectedElements).toEqual(['e3']);
    // The panel stays open beside the page.
    expect(screen.getByRole('dialog', { name: 'Comments' })).toBeTruthy();
  });

  it('starts a thread on the one element selected, mentioning someone picked with @', async () => {
    const seen = server();
    const { store } = renderButton();
    act(() => {
      store.dispatch(switchPage(1));
      store.dispatch(selectElements(['e2']));
    });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'New comment' }));
    const form = within(panel).getByRole('region', { name: 'New comment' });
    expect(form.textContent).toContain('Page 2 · Shape');
    const field = within(form).getByRole('textbox', { name: 'Your comment' });
    await userEvent.type(field, 'Look @ed');
    const options = await within(form).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Eda Editor']);
    await userEvent.keyboard('{Enter}');
    expect((field as HTMLTextAreaElement).value).toBe('Look @Eda Editor ');
    await userEvent.type(field, 'please');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'post')).toBe(true));
    expect(bodyOf(seen.find((r) => r.method === 'post'))).toEqual({ page_id: 'p2', element_id: 'e2', body: 'Look @Eda Editor please', mentions: [EDA.id] });
    await waitFor(() => expect(within(panel).queryByRole('region', { name: 'New comment' })).toBeNull());
  });

  it('comments on the page when no single element is selected, and refuses an empty comment before sending', async () => {
    const seen = server();
    renderButton();
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'New comment' }));
    const form = within(panel).getByRole('region', { name: 'New comment' });
    expect(form.textContent).toContain('Page 1');
    expect(form.textContent).not.toContain('·');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    expect(within(form).getByText('Write a comment.')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your comment' }), 'Too long a page');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'post')).toBe(true));
    expect(bodyOf(seen.find((r) => r.method === 'post'))).toEqual({ page_id: 'p1', element_id: null, body: 'Too long a page', mentions: [] });
  });

  it('replies to a thread, resolves it, and shows the resolved ones', async () => {
    const seen = server();
    renderButton();
    const panel = await openPanel();
    const [first] = await within(panel).findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Reply' }));
    await userEvent.type(within(first!).getByRole('textbox', { name: 'Your reply' }), 'Thanks');
    await userEvent.click(within(first!).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'post')).toBe(true));
    expect(bodyOf(seen.find((r) => r.method === 'post'))).toEqual({ page_id: 'p2', parent_id: 't1', body: 'Thanks', mentions: [] });

    await userEvent.click(within(first!).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'put')).toBe(true));
    const put = seen.find((r) => r.method === 'put')!;
    expect([put.url, bodyOf(put)]).toEqual([`${BASE}/t1`, { resolved: true }]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Resolved (1)' }));
    const resolved = await within(panel).findByRole('article', { name: 'Thread by Eda Editor' });
    await waitFor(() => expect(resolved.textContent).toContain('Fixed typo'));
    expect(resolved.textContent).toContain('Resolved by Olu Owner');
    expect(within(resolved).getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('edits and deletes one’s own comment, deleting only once confirmed', async () => {
    const seen = server();
    renderButton();
    const panel = await openPanel();
    const [first] = await within(panel).findAllByRole('article');
    // Only the owner's reply is theirs to change.
    expect(within(first!).queryByRole('button', { name: 'Edit the comment by Eda Editor' })).toBeNull();
    await userEvent.click(within(first!).getByRole('button', { name: 'Edit the comment by Olu Owner' }));
    const field = within(first!).getByRole('textbox', { name: 'Edit your comment' });
    await userEvent.clear(field);
    await userEvent.type(field, 'It is the new one.');
    await userEvent.click(within(first!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'put')).toBe(true));
    expect(bodyOf(seen.find((r) => r.method === 'put'))).toEqual({ body: 'It is the new one.' });

    await userEvent.click(within(first!).getByRole('button', { name: 'Delete the comment by Olu Owner' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    expect(seen.some((r) => r.method === 'delete')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.find((r) => r.method === 'delete')?.url).toBe(`${BASE}/r1`));
  });

  it('shows a reader who may not comment the threads, without a way to write', async () => {
    server({ threads: OPEN.map((th) => ({ ...th, abilities: { edit: false, delete: false, resolve: false } })) });
    renderButton({ comment: false });
    const panel = await openPanel();
    await within(panel).findAllByRole('article');
    expect(within(panel).queryByRole('button', { name: 'New comment' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('is not shown to someone who may neither comment nor read the threads', async () => {
    server({ list: 403 });
    const { store } = renderButton({ comment: false });
    // The refusal has come back (and stays a refusal: the editor is not left for the 403 page).
    await waitFor(() => expect(Object.values(store.getState().api.queries).some((query) => query?.status === 'rejected')).toBe(true));
    expect(screen.queryByRole('button', { name: /Comments/ })).toBeNull();
  });

  it('says what to do when there is no open thread', async () => {
    server({ threads: [] });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Comments' }));
    const panel = await screen.findByRole('dialog', { name: 'Comments' });
    expect(await within(panel).findByText('No open comments. Go to a page, or select one element on it, and press New comment.')).toBeTruthy();
  });
});
