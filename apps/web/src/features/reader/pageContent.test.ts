import { describe, expect, it, vi } from 'vitest';
import type { BookPage } from '@folio/shared';
import { PageContentCache, runsToFetch, type FetchPageRange } from './pageContent';

const page = (index: number): BookPage => ({ id: `p${index}`, name: `Page ${index + 1}`, elements: [], layout: { gutter: 50, columns: 2 }, style: {} });

/** A server of `total` pages that answers at most `perAnswer` pages (its byte limit), and records what it was asked. */
function server(total: number, perAnswer = 12) {
  const asked: [number, number][] = [];
  const fetchRange = vi.fn<FetchPageRange>(async (from, count) => {
    asked.push([from, count]);
    const end = Math.min(total, from + Math.min(count, perAnswer));
    return { pages: Array.from({ length: Math.max(0, end - from) }, (_, i) => page(from + i)) };
  });
  return { fetchRange, asked };
}

describe('the pages to fetch', () => {
  it('asks for consecutive pages in one request, and for a gap in another', () => {
    expect(runsToFetch([3, 1, 2, 7, 8])).toEqual([{ from: 1, count: 3 }, { from: 7, count: 2 }]);
  });

  it('never asks for more pages at once than the server sends', () => {
    expect(runsToFetch(Array.from({ length: 30 }, (_, i) => i), 12)).toEqual([{ from: 0, count: 12 }, { from: 12, count: 12 }, { from: 24, count: 6 }]);
  });
});

describe('page content fetched by range', () => {
  it('fetches the pages wanted in one task together, once, and keeps them', async () => {
    const { fetchRange, asked } = server(20);
    const cache = new PageContentCache(fetchRange, 20);
    // The pages one render mounts (a spread and its neighbours) each ask for themselves.
    await Promise.all([0, 1, 2, 3].map((i) => cache.want([i])));
    expect(asked).toEqual([[0, 4]]);
    expect(cache.page(2)).toEqual(page(2));
    expect(cache.status(2)).toBe('loaded');

    // The next spread: only the pages not already there.
    await cache.want([2, 3, 4, 5]);
    expect(asked).toEqual([[0, 4], [4, 2]]);
  });

  it('says a page is loading from the moment it is wanted until it arrives', async () => {
    let answer!: (pages: BookPage[]) => void;
    const cache = new PageContentCache(() => new Promise((resolve) => (answer = (pages) => resolve({ pages }))), 4);
    expect(cache.status(0)).toBe('idle');
    const wanted = cache.want([0]);
    expect(cache.status(0)).toBe('loading');
    await Promise.resolve();
    answer([page(0)]);
    await wanted;
    expect(cache.status(0)).toBe('loaded');
  });

  it('goes on from where the server stopped when an answer was cut short by its byte limit', async () => {
    const { fetchRange, asked } = server(10, 2);
    const cache = new PageContentCache(fetchRange, 10);
    expect(await cache.load([0, 1, 2, 3, 4])).toEqual([0, 1, 2, 3, 4].map(page));
    expect(asked).toEqual([[0, 5], [2, 3], [4, 1]]);
  });

  it('never asks for a page past the pages the reader may open (a preview)', async () => {
    const { fetchRange, asked } = server(10);
    const cache = new PageContentCache(fetchRange, 4);
    await cache.want([2, 3, 4, 5]);
    expect(asked).toEqual([[2, 2]]);
    expect(cache.status(4)).toBe('idle');
  });

  it('marks the pages of a failed request as failed, and asks again when they are wanted again', async () => {
    const fetchRange = vi.fn<FetchPageRange>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ pages: [page(0)] });
    const cache = new PageContentCache(fetchRange, 2);
    await cache.want([0, 1]);
    expect([cache.status(0), cache.status(1)]).toEqual(['failed', 'failed']);
    await expect(cache.load([0])).resolves.toEqual([page(0)]);
    expect(fetchRange).toHaveBeenLastCalledWith(0, 1);
    expect([cache.status(0), cache.status(1)]).toEqual(['loaded', 'failed']);
  });

  it('rejects a load whose pages could not be fetched (read-aloud then stops)', async () => {
    const cache = new PageContentCache(vi.fn<FetchPageRange>().mockRejectedValue(new Error('offline')), 2);
    await expect(cache.load([0])).rejects.toThrow();
  });

  it('drops the least recently wanted pages past its size, and fetches a dropped page again when it is wanted', async () => {
    const { fetchRange, asked } = server(20);
    const cache = new PageContentCache(fetchRange, 20, 4);
    await cache.want([0, 1, 2, 3]);
    await cache.want([0]);
    await cache.want([4, 5]);
    expect([0, 1, 2, 3, 4, 5].map((i) => cache.status(i))).toEqual(['loaded', 'idle', 'idle', 'loaded', 'loaded', 'loaded']);
    await cache.want([1]);
    expect(asked.at(-1)).toEqual([1, 1]);
  });

  it('tells its subscribers when pages arrive', async () => {
    const { fetchRange } = server(4);
    const cache = new PageContentCache(fetchRange, 4);
    const listener = vi.fn();
    cache.subscribe(listener);
    const before = cache.getSnapshot();
    await cache.want([0]);
    expect(listener).toHaveBeenCalled();
    expect(cache.getSnapshot()).not.toBe(before);
  });

  it('takes a request that left before it existed: those pages load from it and are not asked for again', async () => {
    const { fetchRange, asked } = server(10);
    const cache = new PageContentCache(fetchRange, 10);
    let answer!: (range: { pages: BookPage[] }) => void;
    cache.prime(0, 2, new Promise((resolve) => (answer = resolve)));
    expect(cache.status(0)).toBe('loading');
    const wanted = cache.want([0, 1, 2, 3]);
    await Promise.resolve();
    // Only the neighbours leave: the first view is on its way.
    expect(asked).toEqual([[2, 2]]);
    answer({ pages: [page(0), page(1)] });
    await wanted;
    expect([0, 1, 2, 3].map((i) => cache.page(i))).toEqual([0, 1, 2, 3].map(page));
    expect(asked).toEqual([[2, 2]]);
  });

  it('asks again for the pages of a request it took that failed, when they are next wanted', async () => {
    const { fetchRange, asked } = server(4);
    const cache = new PageContentCache(fetchRange, 4);
    cache.prime(0, 2, Promise.reject(new Error('offline')));
    await cache.want([0]);
    expect(cache.status(1)).toBe('failed');
    expect(await cache.load([0, 1])).toEqual([page(0), page(1)]);
    expect(asked).toEqual([[0, 2]]);
  });
});
