import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHARING_MESSAGES, type Collaborator, type Ebook, type Role } from '@folio/shared';
import type { SentRequest } from '../../http/client';
import { renderWithStore } from '../../test/render';
import { memoryRouter } from '../../test/router';
import { ABILITIES } from '../../test/abilities';
import { login } from '../auth/authSlice';
import { createStore } from '../../app/store';
import { book, serve } from '../ebooks/testing';
import type { EditorDocument } from '../editor/screen/useEditorDocument';
import { ShareButton } from './ShareButton';
import { OnItsOwn } from '../editor/topbar/testing';

const BOOK = book().id;
const BASE = `/admin/ebooks/${BOOK}/collaborators`;
const OWNER = { id: 'u-owner', name: 'Olu Owner' };
const fay = (over: Partial<Collaborator> = {}): Collaborator => ({ user_id: 'u-fay', name: 'Fay Friend', email: 'fay@example.com', role: 'editor', added_at: '2026-12-01T00:00:00.000Z', ...over });
const VIEWER_ABILITIES = { update: false, delete: false, approve: false, read_pages: true, edit_pages: false, comment: false, share: false };

/** The server as the dialog meets it: the people, the pupils it may add, and the writes (a refusal when `refuse` says so). */
function server({ people = [fay()], pupils = [], list = 200, refuse }: { people?: Collaborator[]; pupils?: { user_id: string; name: string; class_name: string }[]; list?: number; refuse?: [number, string] } = {}) {
  return serve((key) => {
    if (key === `GET ${BASE}`) return list === 200 ? [200, { data: people, owner: OWNER }] : [list, { message: 'No.' }];
    if (key === `GET ${BASE}/pupils`) return [200, { data: pupils }];
    if (key === `POST ${BASE}`) return refuse ? [refuse[0], { message: refuse[1] }] : [201, { message: SHARING_MESSAGES.added, data: fay() }];
    if (key.startsWith(`PUT ${BASE}/`)) return [200, { message: SHARING_MESSAGES.saved, data: fay({ role: 'viewer' }) }];
    if (key.startsWith(`DELETE ${BASE}/`)) return [200, { message: SHARING_MESSAGES.removed }];
    return undefined;
  });
}

/** The button in the editor's place, as `me` (a role) on a book with `abilities`. */
function renderButton({ abilities = {}, me = 'u-owner', role = 'user' }: { abilities?: Partial<Ebook['abilities']>; me?: string; role?: Role } = {}) {
  const ebook = book({ abilities: { ...book().abilities, ...abilities } });
  const doc = { kind: 'ebook', id: BOOK, title: ebook.title, ebook } as EditorDocument;
  const store = createStore();
  store.dispatch(login({ token: 'tok', user: { id: me, name: 'Me', email: null, role, profile_picture: null, abilities: ABILITIES[role] } }));
  const router = memoryRouter(
    [
      { path: '/ebooks/edit/:id', element: <OnItsOwn Button={ShareButton} doc={doc} /> },
      { path: '/admin/ebooks', element: <p>my books</p> },
      { path: '/classroom', element: <p>my classroom</p> },
    ],
    { initialEntries: [`/ebooks/edit/${BOOK}`] },
  );
  renderWithStore(router.element, store);
  return router.history;
}

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share “Sea Animals”' });
};
const bodyOf = (request: SentRequest | undefined) => JSON.parse(String(request?.data));

describe('sharing a book from the editor', () => {
  it('lists the owner and the people with their roles, explains the roles, and changes a role', async () => {
    const seen = server();
    renderButton();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Edits the pages and comments on them.')).toBeTruthy();
    expect(within(dialog).getByText('Reads the pages only.')).toBeTruthy();
    expect(await within(dialog).findByText('Olu Owner')).toBeTruthy();
    expect(within(dialog).getByText('fay@example.com')).toBeTruthy();
    const role = within(dialog).getByRole('combobox', { name: 'Role of Fay Friend' }) as HTMLSelectElement;
    expect(role.value).toBe('editor');
    await userEvent.selectOptions(role, 'viewer');
    await waitFor(() => expect(seen.some((r) => r.method === 'put')).toBe(true));
    const put = seen.find((r) => r.method === 'put');
    expect(put?.url).toBe(`${BASE}/u-fay`);
    expect(bodyOf(put)).toEqual({ role: 'viewer' });
  });

  it('asks before removing someone, and removes them only when confirmed', async () => {
    const seen = server();
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove Fay Friend' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Fay Friend?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((r) => r.method === 'delete')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Fay Friend' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(seen.find((r) => r.method === 'delete')?.url).toBe(`${BASE}/u-fay`));
  });

  it('adds someone by e-mail with the role chosen, and says under the field why the server refused', async () => {
    const seen = server({ people: [], refuse: [404, SHARING_MESSAGES.unknownEmail] });
    renderButton();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Nobody else has this book yet. Add people below to write it together.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'nobody@example.com');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'commenter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'post')).toBe(true));
    expect(bodyOf(seen.find((r) => r.method === 'post'))).toEqual({ email: 'nobody@example.com', role: 'commenter' });
    expect(await within(dialog).findByText('No Folio account has this e-mail address. Ask them to sign up first.')).toBeTruthy();
    // The input stays, to be corrected.
    expect((within(dialog).getByLabelText('E-mail address') as HTMLInputElement).value).toBe('nobody@example.com');
  });

  it('shows the people it is shared with a read-only list, where they may leave and go back to their books', async () => {
    const seen = server({ people: [fay({ user_id: 'u-me', name: 'Vic Viewer', role: 'viewer', email: null })] });
    const history = renderButton({ abilities: VIEWER_ABILITIES, me: 'u-me' });
    const dialog = await openDialog();
    expect(within(dialog).getByText('The people who work on this book with its owner. Only the owner can change who has it.')).toBeTruthy();
    const me = (await within(dialog).findByText('Vic Viewer')).closest('li')!;
    expect(me.textContent).toBe('Vic Viewer(you)Viewer');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByLabelText('E-mail address')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave this book' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Leave this book?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/ebooks'));
    expect(seen.find((r) => r.method === 'delete')?.url).toBe(`${BASE}/u-me`);
  });

  it('stays hidden from someone who may not share a book that is not shared with them', async () => {
    const seen = server({ list: 403 });
    renderButton({ abilities: VIEWER_ABILITIES, me: 'u-other' });
    await waitFor(() => expect(seen.some((r) => r.url === BASE)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('lets a pupil pick a classmate by name, and never asks them for an address', async () => {
    const seen = server({ people: [], pupils: [{ user_id: 'u-ben', name: 'Ben', class_name: 'Owls' }] });
    renderButton({ me: 'u-ada', role: 'student' });
    const dialog = await openDialog();
    const pupil = await within(dialog).findByRole('combobox', { name: 'Pupil' });
    expect(within(dialog).queryByLabelText('E-mail address')).toBeNull();
    await userEvent.selectOptions(pupil, 'Ben (Owls)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'post')).toBe(true));
    expect(bodyOf(seen.find((r) => r.method === 'post'))).toEqual({ user_id: 'u-ben', role: 'editor' });
  });
});
