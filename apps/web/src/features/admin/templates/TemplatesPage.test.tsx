import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { memoryRouter } from '../../../test/router';
import { describe, expect, it, vi } from 'vitest';
import type { BookPage, Role } from '@folio/shared';
import { createStore } from '../../../app/store';
import { login } from '../../auth/authSlice';
import { api, type SentRequest } from '../../../http/client';
import type { Template } from '@folio/shared';
import TemplatesPage from './TemplatesPage';
import { ABILITIES } from '../../../test/abilities';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: { error: vi.fn(), success: toastSuccess } }));

const ocean: Template = {
  id: '0d7c6a52-1111-4a55-9a43-2f1f0a0b1c01',
  name: 'Picture book: Ocean Friends',
  description: 'A landscape picture book.',
  thumbnail: '/uploads/image/demo/ocean.webp',
  page_dimension: 'A4',
  width: 1123,
  height: 794,
  orientation: 'landscape',
  page_count: 2,
  owner: { id: 'admin', name: 'Amina Rahman' },
  version: 0,
  shared: true,
  created_at: '2026-03-01T10:00:00Z',
  abilities: { update: false, delete: false, share: false },
  share_refusal: null,
};

/** A template of the signed-in user ('me'), private to them. */
const mine: Template = {
  ...ocean,
  id: '0d7c6a52-1111-4a55-9a43-2f1f0a0b1c02',
  name: 'My reef worksheet',
  owner: { id: 'me', name: 'Me' },
  shared: false,
  abilities: { update: true, delete: true, share: false },
};

const pages: BookPage[] = [
  { id: 'p1', name: 'Cover', layout: { gutter: 50, columns: 2 }, style: {}, elements: [{ id: 'e1', type: 'heading', position: { x: 10, y: 10 }, size: { width: 400, height: 80 }, style: {}, text: 'Ocean Friends', level: 1 }] },
  { id: 'p2', name: 'Page 2', layout: { gutter: 50, columns: 2 }, style: {}, elements: [] },
];

interface Served {
  requests: string[];
}

/** Stubs the API: the list (search and scope applied), one template with its pages, and the writes; `refuseShare` answers a share with 422. */
function serve(list: Template[], refuseShare?: string): Served {
  const served: Served = { requests: [] };
  api.transport = async (config: SentRequest) => {
    const line = `${config.method} ${config.url}${config.data ? ` ${config.data as string}` : ''}`;
    served.requests.push(config.params ? `${line} ${JSON.stringify(config.params)}` : line);
    const answer = (status: number, data: unknown) => ({ data, status });
    if (config.url?.endsWith('/share')) {
      if (refuseShare) return answer(422, { message: refuseShare });
      return answer(200, { message: 'Template shared with everyone.', data: ocean });
    }
    if (config.method === 'post') return answer(201, { message: 'eBook created from the template.', data: { id: 'new-book', title: 'My Ocean Story' } });
    if (config.method === 'delete') return answer(200, { message: 'Template deleted successfully.' });
    if (config.url === `/admin/templates/${ocean.id}`) return answer(200, { data: ocean });
    if (config.url === `/admin/templates/${ocean.id}/pages`) return answer(200, { data: pages, version: 0 });
    const { search, scope } = config.params as { search?: string; scope: string };
    const rows = list
      .filter((t) => !search || t.name.toLowerCase().includes(search.toLowerCase()))
      .filter((t) => scope === 'all' || (scope === 'mine' ? t.owner?.id === 'me' : t.shared));
    return answer(200, { data: rows, current_page: 1, last_page: 1, per_page: 8, total: rows.length });
  };
  return served;
}

function renderAs(role: Role) {
  const store = createStore();
  store.dispatch(login({ token: 't', user: { id: 'me', name: 'Me', email: 'me@folio.test', role, profile_picture: null, abilities: ABILITIES[role] } }));
  const router = memoryRouter(
    [
      { path: '/admin/templates', element: <TemplatesPage /> },
      { path: '/admin/ebooks/:id', element: <p>Book page</p> },
    ],
    { initialEntries: ['/admin/templates'] },
  );
  render(
    <Provider store={store}>
      {router.element}
    </Provider>,
  );
  return router;
}

describe('the templates grid', () => {
  it('asks for a title before starting a book from a template, then opens the new book', async () => {
    const served = serve([ocean]);
    const router = renderAs('user');
    const card = (await screen.findByRole('heading', { name: ocean.name })).closest('li')!;
    expect(within(card).getByText('A4 · Landscape · 1123 × 794 · Pages: 2')).toBeTruthy();
    expect(within(card).getByRole('link', { name: `Preview ${ocean.name}` }).getAttribute('href')).toBe(`/templates/${ocean.id}`);
    expect(within(card).queryByRole('button', { name: `Edit ${ocean.name}` })).toBeNull();
    expect(within(card).queryByRole('button', { name: `Delete ${ocean.name}` })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: `Use ${ocean.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Use this template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create book' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(served.requests.some((r) => r.startsWith('post'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Book title'), 'My Ocean Story');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create book' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/admin/ebooks/new-book'));
    expect(served.requests).toContain(`post /admin/templates/${ocean.id}/use {"title":"My Ocean Story"}`);
  });

  it('previews in a dialog for a publisher, who cannot open the preview screen', async () => {
    serve([ocean]);
    renderAs('publisher');
    await userEvent.click(await screen.findByRole('button', { name: `Preview ${ocean.name}` }));
    const dialog = await screen.findByRole('dialog', { name: ocean.name });
    expect(await within(dialog).findByRole('region', { name: 'Page 1 of 2: Cover' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to page 2: Page 2' }));
    expect(within(dialog).getByRole('region', { name: 'Page 2 of 2: Page 2' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this template' }));
    expect(await screen.findByRole('dialog', { name: 'Use this template' })).toBeTruthy();
  });

  it('lets the owner delete a template after confirming', async () => {
    const served = serve([{ ...ocean, abilities: { update: true, delete: true, share: false } }]);
    renderAs('author');
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${ocean.name}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(`Are you sure? ${ocean.name} will be deleted permanently.`)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(served.requests).toContain(`delete /admin/templates/${ocean.id}`));
    await waitFor(() => expect(served.requests.filter((r) => r.startsWith('get /admin/templates ')).length).toBe(2));
  });

  it('shows an empty state that says how to make a template and who will see it when there is none', async () => {
    serve([]);
    renderAs('admin');
    expect(await screen.findByText('No templates yet.')).toBeTruthy();
    expect(screen.getByText(/^To make one, open Manage eBooks and choose Save as template on one of your books\. Only you will see it until you share it with everyone\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your eBooks' }).getAttribute('href')).toBe('/admin/ebooks');
  });

  it('shows who sees each template, and how to make one when a user has none of their own', async () => {
    const served = serve([ocean]);
    renderAs('user');
    const card = (await screen.findByRole('heading', { name: ocean.name })).closest('li')!;
    expect(within(card).getByText('Shared with everyone')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: `Stop sharing ${ocean.name}` })).toBeNull();

    await userEvent.click(within(screen.getByRole('group', { name: 'Show templates' })).getByRole('button', { name: 'Yours' }));
    expect(await screen.findByText('You have no templates of your own yet.')).toBeTruthy();
    expect(screen.getByText(/Only you will see this template\. An admin can share it with everyone\./)).toBeTruthy();
    expect(served.requests).toContain('get /admin/templates {"page":1,"per_page":8,"scope":"mine"}');
  });

  it("shows 'Only you' on the user's own private template", async () => {
    serve([mine, ocean]);
    renderAs('author');
    const card = (await screen.findByRole('heading', { name: mine.name })).closest('li')!;
    expect(within(card).getByText('Only you')).toBeTruthy();
  });

  it('warns an owner who edits a shared template that saving makes it private again', async () => {
    serve([{ ...mine, shared: true }]);
    renderAs('author');
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${mine.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    expect(within(dialog).getByText(/^This template is shared with everyone\. Saving your changes makes it private again/)).toBeTruthy();
  });

  it("asks an admin before sharing a user's template with everyone, then shares it", async () => {
    const theirs: Template = { ...mine, owner: { id: 'u7', name: 'Rahim Uddin' }, abilities: { update: true, delete: true, share: true } };
    const served = serve([theirs]);
    renderAs('admin');
    const card = (await screen.findByRole('heading', { name: theirs.name })).closest('li')!;
    expect(within(card).getByText('Only Rahim Uddin')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: `Share ${theirs.name} with everyone` }));
    const dialog = await screen.findByRole('dialog', { name: `Share “${theirs.name}” with everyone?` });
    expect(within(dialog).getByText(/^Everyone who signs in will see this template and can start books from it\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share with everyone' }));
    await waitFor(() => expect(served.requests).toContain(`post /admin/templates/${theirs.id}/share {"shared":true}`));
    expect(toastSuccess).toHaveBeenCalledWith(`“${theirs.name}” is now shared with everyone.`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says who will still see a template when an admin stops sharing it, and shows the server's refusal to share in the dialog", async () => {
    const shared: Template = { ...ocean, abilities: { update: true, delete: true, share: true } };
    const paid: Template = { ...mine, name: 'Paid book copy', owner: { id: 'u7', name: 'Rahim Uddin' }, abilities: { update: true, delete: true, share: true } };
    const refusal = 'This template cannot be shared: it was saved from a paid book, and sharing it would give that book away for free.';
    const served = serve([shared, paid], refusal);
    renderAs('admin');
    await userEvent.click(await screen.findByRole('button', { name: `Stop sharing ${ocean.name}` }));
    const stop = await screen.findByRole('dialog', { name: `Stop sharing “${ocean.name}”?` });
    expect(within(stop).getByText('Only its owner, Amina Rahman, and admins will see it. Books already made from it stay as they are.')).toBeTruthy();
    await userEvent.click(within(stop).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Share Paid book copy with everyone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Paid book copy” with everyone?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share with everyone' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(served.requests).toContain(`post /admin/templates/${paid.id}/share {"shared":true}`);
  });

  it('does not offer an admin to share a template of a paid book, and says why, as the server reports it', async () => {
    const paid: Template = { ...mine, name: 'Paid book copy', owner: { id: 'u7', name: 'Rahim Uddin' }, abilities: { update: true, delete: true, share: true }, share_refusal: 'paid' };
    const served = serve([paid]);
    renderAs('admin');
    const card = (await screen.findByRole('heading', { name: paid.name })).closest('li')!;
    const shareButton = within(card).getByRole('button', { name: 'Share Paid book copy with everyone' });
    expect(shareButton.getAttribute('aria-disabled')).toBe('true');
    // The reason is on the card, and read with the button.
    const reason = within(card).getByText('Cannot be shared with everyone: it was saved from a paid book.');
    expect(shareButton.getAttribute('aria-describedby')).toBe(reason.id);
    await userEvent.click(shareButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(served.requests.filter((r) => r.includes('/share'))).toEqual([]);
  });

  it('searches as the user types and says when nothing matches', async () => {
    const served = serve([ocean]);
    renderAs('admin');
    expect(await screen.findByRole('heading', { name: ocean.name })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search templates'), 'zebra');
    expect(await screen.findByText('No templates match “zebra”.')).toBeTruthy();
    expect(served.requests).toContain('get /admin/templates {"page":1,"per_page":8,"search":"zebra","scope":"all"}');
  });
});
