import { describe, expect, it } from 'vitest';
import { PUBLIC_EBOOK_SORTS } from '@folio/shared';
import { changeLibraryState, libraryParams, libraryQuery, readLibraryState } from './libraryQuery';
import { LIBRARY_SORTS } from './libraryQuery';

describe('the public library address bar state', () => {
  it('reads defaults from an empty query and writes nothing back', () => {
    const state = readLibraryState(new URLSearchParams(''));
    expect(state).toEqual({ search: '', category: '', sort: 'newest', page: 1 });
    expect(libraryParams(state).toString()).toBe('');
  });

  it('round-trips search, category, sort and page', () => {
    const params = new URLSearchParams('q=ocean&category=c1&sort=price_asc&page=3');
    const state = readLibraryState(params);
    expect(state).toEqual({ search: 'ocean', category: 'c1', sort: 'price_asc', page: 3 });
    expect(libraryParams(state).toString()).toBe('q=ocean&category=c1&sort=price_asc&page=3');
  });

  it('ignores an unknown sort and a page that is not a positive whole number', () => {
    expect(readLibraryState(new URLSearchParams('sort=cheapest&page=-2'))).toMatchObject({ sort: 'newest', page: 1 });
    expect(readLibraryState(new URLSearchParams('page=2.5'))).toMatchObject({ page: 1 });
  });

  it('goes back to page 1 when the search, category or sort changes, not when only the page does', () => {
    const state = { search: 'sea', category: '', sort: 'newest' as const, page: 4 };
    expect(changeLibraryState(state, { search: 'moon' }).page).toBe(1);
    expect(changeLibraryState(state, { category: 'c2' }).page).toBe(1);
    expect(changeLibraryState(state, { sort: 'title' }).page).toBe(1);
    expect(changeLibraryState(state, { search: 'sea' }).page).toBe(4);
    expect(changeLibraryState(state, { page: 2 })).toEqual({ ...state, page: 2 });
  });

  it('asks the API for the page with only the filters that are set', () => {
    expect(libraryQuery({ search: '', category: '', sort: 'title', page: 2 }, 'ar')).toEqual({ page: 2, per_page: 12, search: undefined, category_id: undefined, sort: 'title', lng: 'ar' });
  });

  it('offers the orders the API takes, in its order', () => {
    expect(LIBRARY_SORTS).toEqual([...PUBLIC_EBOOK_SORTS]);
  });
});
