import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookReading, OfflineBook } from '@folio/shared';
import { memoryRouter } from '../test/router';
import { offlineRoutes } from './routes';

/** The reader, broken on demand: what it renders is not what these tests are about. */
const reader = vi.hoisted(() => ({ broken: false }));
vi.mock('../features/reader/OpenBook', () => ({
  default: ({ view, offlineEventsUrl }: { view: string; offlineEventsUrl?: string }) => {
    if (reader.broken) throw new Error('Cannot read properties of undefined');
    return <p>Reading, {view} view{offlineEventsUrl && `, counted at ${offlineEventsUrl}`}</p>;
  },
}));

const book: OfflineBook = {
  reading: { book: { id: 'b 1', title: 'A Book', book_type: 'ebook', page_count: 2, pdf_page_count: null }, page_ids: ['p1', 'p2'] } as BookReading,
  pages: [],
  files: {},
  language: 'en',
};

const openAt = (address: string, packaged: OfflineBook | null) => {
  const { history, element } = memoryRouter(offlineRoutes(packaged), { initialEntries: [address] });
  render(element);
  return history;
};

describe("the offline reader's addresses", () => {
  afterEach(() => {
    reader.broken = false;
  });

  it("opens the package's flipbook from any other address, and its scrolling view at its own", async () => {
    const history = openAt('/', book);
    expect(await screen.findByText('Reading, flip view')).toBeTruthy();
    expect(history.location.pathname).toBe('/flipbooks/b%201');
    act(() => history.push('/ebooks/b%201'));
    expect(await screen.findByText('Reading, scroll view')).toBeTruthy();
  });

  it("shows the error screen when the reader breaks, whose way home is the book's first page, and tries again there", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reader.broken = true;
    const history = openAt('/flipbooks/b%201?page=3', book);
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // Under file:// the site's home page is not there: the link is the package's own address for the first page.
    expect(screen.getByRole('link', { name: 'Back to the first page' }).getAttribute('href')).toBe('#/flipbooks/b%201');
    expect(screen.queryByRole('link', { name: 'Go to homepage' })).toBeNull();

    reader.broken = false;
    act(() => history.push('/flipbooks/b%201'));
    expect(await screen.findByText('Reading, flip view')).toBeTruthy();
  });

  it('has the reader send its reading to the events route the package names, an http(s) address only', async () => {
    const { unmount } = render(memoryRouter(offlineRoutes({ ...book, analytics_url: 'https://books.school.example/api/public/events' }), { initialEntries: ['/'] }).element);
    expect(await screen.findByText('Reading, flip view, counted at https://books.school.example/api/public/events')).toBeTruthy();
    unmount();
    openAt('/', { ...book, analytics_url: 'javascript:alert(1)' });
    expect(await screen.findByText('Reading, flip view')).toBeTruthy();
  });

  it('says the book is missing when the package holds none', async () => {
    openAt('/flipbooks/b1', null);
    expect(await screen.findByText('It may have been unpublished, or the link may be wrong.')).toBeTruthy();
    expect(screen.queryByText(/Reading/)).toBeNull();
  });
});
