import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { memoryRouter } from '../../../test/router';
import { describe, expect, it } from 'vitest';
import type { Ebook } from '@folio/shared';
import EbookDetailPage from './EbookDetailPage';
import { book, serve } from '../../ebooks/testing';

const renderPage = (shown: Ebook, onPost: (url: string) => Ebook) => {
  const seen = serve((key) => {
    if (key === `GET /admin/ebooks/${shown.id}`) return [200, { data: shown }];
    if (key.startsWith('POST ')) return [200, { message: 'Done.', data: onPost(key.slice(5)) }];
    return undefined;
  });
  const router = memoryRouter([{ path: '/admin/ebooks/:id', element: <EbookDetailPage /> }], { initialEntries: [`/admin/ebooks/${shown.id}`] });
  renderWithStore(router.element);
  return seen;
};

describe("a book's page", () => {
  it("shows the owner the rejection reason and lets them submit again, but not decide", async () => {
    const rejected = book({ approval_status: 'rejected', rejection_reason: 'The cover is blurry.', abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true } });
    const seen = renderPage(rejected, () => ({ ...rejected, approval_status: 'pending', rejection_reason: null }));
    expect(await screen.findByRole('heading', { name: 'Sea Animals' })).toBeTruthy();
    expect(screen.getAllByText('The cover is blurry.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval again' }));
    await waitFor(() => expect(seen.some((c) => c.method === 'post' && c.url === `/admin/ebooks/${rejected.id}/submit`)).toBe(true));
    expect(await screen.findByText('Submitted for approval. An admin will review it soon.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit for approval/ })).toBeNull();
  });

  it("does not offer the owner of a pending book to submit it: it already waits for an admin's review", async () => {
    const pending = book({ approval_status: 'pending', abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true } });
    renderPage(pending, () => pending);
    expect(await screen.findByRole('heading', { name: 'Sea Animals' })).toBeTruthy();
    expect(screen.getByText("Waiting for an admin's review. Readers see the book once it is approved and published.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit for approval/ })).toBeNull();
  });

  it('lets an admin approve a pending book, and shows its share link', async () => {
    const pending = book({ approval_status: 'pending' });
    renderPage(pending, () => ({ ...pending, approval_status: 'approved' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved and published: readers can find this book.')).toBeTruthy();
    expect((screen.getByLabelText('Link to the book') as HTMLInputElement).value).toBe(`${window.location.origin}/flipbooks/${pending.id}`);
  });

  it("shows the server's message when the book does not exist", async () => {
    serve(() => [404, { message: 'eBook not found.' }]);
    renderWithStore(memoryRouter([{ path: '/admin/ebooks/:id', element: <EbookDetailPage /> }], { initialEntries: ['/admin/ebooks/x'] }).element);
    expect((await screen.findByRole('alert')).textContent).toBe('eBook not found.');
  });
});
