import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { memoryRouter } from '../../test/router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicEbook } from '@folio/shared';
import { createStore } from '../../app/store';
import { api, type SentRequest } from '../../http/client';
import { sendByFetch } from '../../http/transport';
import { startEarlyLibrary } from './earlyLibrary';
import { prefetchLibrary } from './prefetch';
import LibraryPage from './LibraryPage';

const book: PublicEbook = {
  ...{ id: 'b1', title: 'Koalas at Dusk', slug: 'koalas-at-dusk', description: null, authors: [], categories: [], book_type: 'ebook', page_dimension: 'A4' },
  ...{ width: 794, height: 1123, orientation: 'portrait', pdf_page_count: null, cover_image: null, price: 0, discount: 0, discount_type: 'fixed' },
  ...{ final_price: 0, publisher: null, page_count: 3, created_at: '2026-01-01T00:00:00.000Z' },
};

describe('the library the app opens on', () => {
  it("asks for the address's books and the genres at once, and the page takes those answers without asking again", async () => {
    const asked: string[] = [];
    api.transport = async (config: SentRequest) => {
      asked.push(`${config.url} ${new URLSearchParams(config.params as Record<string, string>).toString()}`);
      return { status: 200, data: config.url === '/public/categories' ? { data: [] } : { data: [book], total: 13, page: 2, per_page: 12, last_page: 2 } };
    };
    const store = createStore();
    const address = '/ebooks?q=koala&sort=title&page=2';
    prefetchLibrary(new URL(address, 'http://folio.test').searchParams, store);
    expect(asked).toEqual(['/public/categories lng=en', '/public/ebooks page=2&per_page=12&search=koala&sort=title&lng=en']);
    // Answered before the page has mounted, as on a phone's network, where its code and texts take longer.
    await vi.waitFor(() => expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled', 'fulfilled']));

    const router = memoryRouter([{ path: '/ebooks', element: <LibraryPage /> }], { initialEntries: [address] });
    render(
      <Provider store={store}>
        {router.element}
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Koalas at Dusk' })).toBeTruthy();
    expect(asked).toHaveLength(2);
  });

  it("takes the answers the page's entry asked for at the same address (earlyLibrary.ts), sending nothing again", async () => {
    api.transport = sendByFetch;
    const fetched = vi.fn(async (address: string) => Response.json(address.includes('categories') ? { data: [] } : { data: [book], total: 1, page: 1, per_page: 12, last_page: 1 }));
    vi.stubGlobal('fetch', fetched);
    window.history.replaceState(null, '', '/ebooks?category=c7');
    try {
      startEarlyLibrary();
      expect(fetched.mock.calls.map(([address]) => address)).toEqual(['/api/public/ebooks?page=1&per_page=12&category_id=c7&sort=newest&lng=en', '/api/public/categories?lng=en']);
      const store = createStore();
      prefetchLibrary(new URLSearchParams(window.location.search), store);
      await vi.waitFor(() => expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled', 'fulfilled']));
      expect(fetched).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
      window.history.replaceState(null, '', '/');
    }
  });
});
