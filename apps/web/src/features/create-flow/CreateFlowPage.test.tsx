import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryRouter } from '../../test/router';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { Ebook } from '@folio/shared';
import CreateFlowPage from './CreateFlowPage';
import { createStore } from '../../app/store';
import { book, refuseCatalogue, serve } from '../ebooks/testing';

const renderAt = (url: string) => {
  const router = memoryRouter([{ path: '/editor/:stepId/:bookId', element: <CreateFlowPage /> }], { initialEntries: [url] });
  // Step 2 holds the page editor, which keeps its state in the store.
  render(
    <Provider store={createStore()}>
      {router.element}
    </Provider>,
  );
  return router;
};

describe('the create flow', () => {
  // The design step loads the editor's libraries: slow on a busy machine.
  it('creates the book at step 1 of a new book and moves to its design step, the page editor', { timeout: 20_000 }, async () => {
    const created = book({ title: 'Seasons', approval_status: 'pending', abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true } });
    const seen = serve((key) => {
      if (key === 'POST /admin/ebooks') return [201, { message: 'eBook created successfully.', data: created }];
      if (key === `GET /admin/ebooks/${created.id}`) return [200, { data: created }];
      if (key === `GET /admin/ebooks/${created.id}/pages`) return [200, { data: [], version: 0 }];
      return refuseCatalogue(key);
    });
    const router = renderAt('/editor/1/new');
    expect(screen.getByRole('link', { name: /Basic info/ }).getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('link', { name: /Publish/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Seasons');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.history.location.pathname).toBe(`/editor/2/${created.id}`));
    expect(JSON.parse(String(seen.find((c) => c.method === 'post')!.data))).toMatchObject({ title: 'Seasons', book_type: 'ebook', pdf_file: null });
    expect(await screen.findByRole('list', { name: 'Pages' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Publish/ }).getAttribute('href')).toBe(`/editor/3/${created.id}`);
  });

  it('sends a later step of a book not created yet back to step 1', async () => {
    serve(refuseCatalogue);
    const router = renderAt('/editor/3/new');
    await waitFor(() => expect(router.history.location.pathname).toBe('/editor/1/new'));
  });

  it("publishes a user's pending draft without submitting it again: it already waits for an admin's review", async () => {
    const draft = book({ status: 'draft', approval_status: 'pending', abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true } });
    let current: Ebook = draft;
    const seen = serve((key, config) => {
      if (key === `GET /admin/ebooks/${draft.id}`) return [200, { data: current }];
      if (key === `PUT /admin/ebooks/${draft.id}`) {
        current = { ...current, status: (JSON.parse(String(config.data)) as Ebook).status };
        return [200, { message: 'eBook updated successfully.', data: current }];
      }
      return undefined;
    });
    renderAt(`/editor/3/${draft.id}`);
    expect(await screen.findByText("Waiting for an admin's review. Readers see the book once it is approved and published.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit for approval/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(seen.map((c) => `${c.method} ${c.url}`)).toContain(`put /admin/ebooks/${draft.id}`));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(seen.some((c) => c.url?.endsWith('/submit'))).toBe(false);
    expect(screen.queryByRole('button', { name: /Submit for approval/ })).toBeNull();
  });

  it('lets the owner of a rejected book submit it again, marked published', async () => {
    const rejected = book({ status: 'draft', approval_status: 'rejected', rejection_reason: 'Blurry cover', abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true } });
    let current: Ebook = rejected;
    const seen = serve((key, config) => {
      if (key === `GET /admin/ebooks/${rejected.id}`) return [200, { data: current }];
      if (key === `PUT /admin/ebooks/${rejected.id}`) {
        current = { ...current, status: (JSON.parse(String(config.data)) as Ebook).status };
        return [200, { message: 'eBook updated successfully.', data: current }];
      }
      if (key === `POST /admin/ebooks/${rejected.id}/submit`) return [200, { message: 'eBook submitted for approval.', data: (current = { ...current, approval_status: 'pending' }) }];
      return undefined;
    });
    renderAt(`/editor/3/${rejected.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for approval again' }));
    await waitFor(() => expect(seen.map((c) => `${c.method} ${c.url}`)).toContain(`post /admin/ebooks/${rejected.id}/submit`));
    expect(seen.find((c) => c.method === 'put')!.notify).toBe(false);
    expect(await screen.findByText('Submitted for approval. An admin will review it soon.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit for approval/ })).toBeNull();
  });

  it('lets an admin publish directly', async () => {
    const draft = book({ status: 'draft' });
    serve((key) => {
      if (key === `GET /admin/ebooks/${draft.id}`) return [200, { data: draft }];
      if (key === `PUT /admin/ebooks/${draft.id}`) return [200, { message: 'eBook updated successfully.', data: { ...draft, status: 'published' } }];
      return undefined;
    });
    renderAt(`/editor/3/${draft.id}`);
    expect(await screen.findByText('Approved. Publish it to show it to readers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Approved and published: readers can find this book.')).toBeTruthy();
  });
});
