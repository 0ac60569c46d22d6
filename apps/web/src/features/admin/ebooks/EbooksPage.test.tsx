import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryRouter } from '../../../test/router';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@folio/shared';
import { createStore } from '../../../app/store';
import { login } from '../../auth/authSlice';
import { ABILITIES } from '../../../test/abilities';
import EbooksPage, { afterCreatePath } from './EbooksPage';
import { book, listOf, refuseCatalogue, serve } from '../../ebooks/testing';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: { error: vi.fn(), success: toastSuccess } }));

const seaAnimals = book();
const draft = book({
  id: '0b9a4a52-0000-4000-8000-000000000002',
  title: 'Rainy Days',
  status: 'draft',
  approval_status: 'rejected',
  rejection_reason: 'The cover is blurry.',
  discount: 0,
  final_price: 0,
  price: 0,
  abilities: { update: false, delete: false, approve: false, read_pages: true, edit_pages: false, comment: false, share: false },
});

const renderList = (role: Role = 'admin') => {
  const store = createStore();
  store.dispatch(login({ token: 'token', user: { id: 'u1', name: 'Admin', email: 'admin@folio.test', role, profile_picture: null, abilities: ABILITIES[role] } }));
  const router = memoryRouter(
    [
      { path: '/admin/ebooks', element: <EbooksPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/admin/ebooks'] },
  );
  render(
    <Provider store={store}>
      {router.element}
    </Provider>,
  );
  return router;
};

describe('the eBooks list', () => {
  let seen: ReturnType<typeof serve>;
  beforeEach(() => {
    seen = serve((key, config) => {
      if (key === 'GET /admin/ebooks') return [200, listOf([seaAnimals, draft])];
      if (key === `DELETE /admin/ebooks/${seaAnimals.id}`) return [200, { message: 'eBook deleted successfully.' }];
      if (key === `POST /admin/ebooks/${seaAnimals.id}/template`) return [201, { message: 'Template saved.', data: { id: 't1', name: JSON.parse(config.data as string).name } }];
      return refuseCatalogue(key);
    });
  });

  it('shows each book with its type, status, approval (with the rejection reason) and final price', async () => {
    renderList();
    const row = (await screen.findByText('Sea Animals')).closest('tr')!;
    expect(within(row).getByText('Rahim Uddin')).toBeTruthy();
    expect(within(row).getByText('eBook')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByText('$20.00').tagName).toBe('DEL');
    expect(within(row).getByText('$15.00')).toBeTruthy();
    const other = screen.getByText('Rainy Days').closest('tr')!;
    expect(within(other).getByText('Free')).toBeTruthy();
    expect(within(other).getByText('Rejected').getAttribute('title')).toBe('Reason: The cover is blurry.');
  });

  it("offers the actions a book's abilities allow", async () => {
    renderList();
    await screen.findByText('Sea Animals');
    for (const label of ['View', 'View basic info of', 'Edit basic info of', 'Design', 'Save', 'Delete']) {
      expect(screen.getAllByRole(label === 'View' || label === 'Design' ? 'link' : 'button', { name: new RegExp(`^${label} Sea Animals`) })).toHaveLength(1);
    }
    expect(screen.getByRole('link', { name: 'Design Sea Animals with the editor' }).getAttribute('href')).toBe(`/ebooks/edit/${seaAnimals.id}`);
    expect(screen.getByRole('link', { name: 'View Rainy Days' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit basic info of Rainy Days' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Rainy Days' })).toBeNull();
    // Reading analytics are for those who may edit the book (its owner, its publisher, admins), as its results are.
    expect(screen.getByRole('link', { name: 'Analytics of Sea Animals' }).getAttribute('href')).toBe(`/admin/ebooks/${seaAnimals.id}/analytics`);
    expect(screen.queryByRole('link', { name: 'Analytics of Rainy Days' })).toBeNull();
  });

  it("asks 'Are you sure you want to delete this ebook?' with the title, then deletes and reloads", async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sea Animals' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Are you sure you want to delete this ebook?');
    expect(within(dialog).getByText('"Sea Animals" will be deleted permanently.')).toBeTruthy();
    const reads = seen.filter((c) => c.method === 'get' && c.url === '/admin/ebooks').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.some((c) => c.method === 'delete' && c.url === `/admin/ebooks/${seaAnimals.id}`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(seen.filter((c) => c.method === 'get' && c.url === '/admin/ebooks').length).toBe(reads + 1));
  });

  it.each([
    ['user', 'Only you will see this template. An admin can share it with everyone.'],
    ['admin', 'Only you will see it until you share it with everyone.'],
  ] as const)('says who will see the template before a %s saves a book as one, and again when it is saved', async (role, audience) => {
    renderList(role);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Sea Animals as a template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    expect(within(dialog).getByText(audience)).toBeTruthy();
    const name = within(dialog).getByLabelText('Template name');
    expect((name as HTMLInputElement).value).toBe('Sea Animals');
    await userEvent.clear(name);
    await userEvent.type(name, 'Reef worksheet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(`Template “Reef worksheet” saved. ${audience}`));
    const post = seen.find((c) => c.method === 'post' && c.url === `/admin/ebooks/${seaAnimals.id}/template`);
    expect(JSON.parse(post!.data as string)).toEqual({ name: 'Reef worksheet' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the basic info read-only in a modal', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'View basic info of Sea Animals' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Whales, octopuses and the creatures of the reef.')).toBeTruthy();
    expect(within(dialog).getByText('Science')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it("keeps a plan's refusal of a new book in the create modal, with the way to the plans", async () => {
    serve((key) => {
      if (key === 'GET /admin/ebooks') return [200, listOf([seaAnimals])];
      if (key === 'POST /admin/ebooks') return [403, { message: 'Your Basic plan holds up to 5 e-books. Move to Professional to create more.', code: 'planEbookLimit', params: { max: 5 } }];
      return refuseCatalogue(key);
    });
    renderList('author');
    await userEvent.click(await screen.findByRole('button', { name: 'Create eBook' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Seasons');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create eBook' }));
    expect(await within(dialog).findByText(/^Your Basic plan holds up to 5 e-books/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/admin/settings/plan');
  });

  it('sends the filters as the list query', async () => {
    renderList();
    await screen.findByText('Sea Animals');
    await userEvent.selectOptions(screen.getByLabelText('Approval'), 'rejected');
    await userEvent.selectOptions(screen.getByLabelText('Book type'), 'pdf');
    await waitFor(() => expect(seen.at(-1)!.params).toMatchObject({ approval_status: 'rejected', book_type: 'pdf', page: 1 }));
    expect(screen.queryByRole('combobox', { name: 'Author' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(seen.at(-1)!.params).not.toHaveProperty('approval_status'));
  });
});

describe('where a new book goes', () => {
  it('goes to the design step for an e-book, to publishing for a PDF, and to its page for roles outside the create flow', () => {
    expect(afterCreatePath({ id: 'b', book_type: 'ebook' }, ABILITIES.user)).toBe('/editor/2/b');
    expect(afterCreatePath({ id: 'b', book_type: 'pdf' }, ABILITIES.admin)).toBe('/editor/3/b');
    expect(afterCreatePath({ id: 'b', book_type: 'ebook' }, ABILITIES.author)).toBe('/admin/ebooks/b');
  });
});
