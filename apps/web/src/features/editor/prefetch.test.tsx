import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { BookPage } from '@folio/shared';
import { createStore } from '../../app/store';
import { api, type SentRequest } from '../../http/client';
import { prefetchDocument } from './prefetch';
import { EditorScreen } from './screen/EditorScreen';
import { memoryRouter } from '../../test/router';
import { PANEL_ROUTES } from './topbar/testing';

const book = { id: 'b9', title: 'Tide Pools', book_type: 'ebook', page_dimension: 'A4', width: 794, height: 1123, orientation: 'portrait', schema_version: 1, version: 3, abilities: { update: true, delete: true, approve: true, read_pages: true, edit_pages: true, comment: true, share: true }, authors: [], categories: [] };
const pages: BookPage[] = [{ id: 'p1', name: 'Cover', layout: { gutter: 50, columns: 2 }, style: {}, elements: [] }];

describe('the editor the app opens on', { timeout: 20_000 }, () => {
  it('asks for its book and pages at once, and the editor takes them without asking again or keeping them after it', async () => {
    const asked: string[] = [];
    api.transport = async (config: SentRequest) => {
      // The book's panels (people, threads, history) are another test's business.
      if (PANEL_ROUTES.test(config.url ?? '')) return { status: 404, data: { message: 'Not found' } };
      asked.push(config.url ?? '');
      return { status: 200, data: config.url?.endsWith('/pages') ? { data: pages, version: 3 } : { data: book } };
    };
    const store = createStore();
    prefetchDocument('ebook', 'b9', store);
    await waitFor(() => expect(asked).toEqual(['/admin/ebooks/b9', '/admin/ebooks/b9/pages']));

    const { element } = memoryRouter([{ path: '/edit/:id', element: <EditorScreen kind="ebook" id="b9" /> }], { initialEntries: ['/edit/b9'] });
    const { unmount } = render(
      <Provider store={store}>
        {element}
      </Provider>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('eBook: Tide Pools');
    expect(asked.filter((url) => url.endsWith('/pages'))).toHaveLength(1);

    // Closed, the editor leaves no pages behind: the next opening reads the server's.
    unmount();
    const pagesKept = () => Object.values(store.getState().api.queries).filter((entry) => entry?.endpointName === 'documentPages');
    await waitFor(() => expect(pagesKept()).toEqual([]));
  });
});
