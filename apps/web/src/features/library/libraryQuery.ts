import type { Language, PublicEbookSort } from '@folio/shared';

/**
 * Orders of the public list (GET /api/public/ebooks?sort=...), in the order the filter offers them. Listed here
 * rather than imported with the e-book schemas, whose module would bring zod into the library's first load and
 * the page's entry (earlyLibrary.ts); a record of every PublicEbookSort, so that the list cannot miss or invent one.
 */
const SORTS: Record<PublicEbookSort, true> = { newest: true, title: true, price_asc: true, price_desc: true };
export const LIBRARY_SORTS = Object.keys(SORTS) as PublicEbookSort[];
type LibrarySort = PublicEbookSort;

export interface PublicBookQuery {
  page: number;
  per_page: number;
  search?: string;
  category_id?: string;
  sort?: LibrarySort;
  /** The language the books are searched and answered in (catalogueLanguage.ts). */
  lng: Language;
}

/** Books per page of the public library: four rows of three, three of four. */
export const LIBRARY_PAGE_SIZE = 12;
/** The first covers of a page (its first row on a wide screen, its first two rows on a phone): loaded at once, not lazily. */
export const FIRST_COVERS = 4;

export interface LibraryState {
  search: string;
  category: string;
  sort: LibrarySort;
  page: number;
}

const isSort = (v: string | null): v is LibrarySort => (LIBRARY_SORTS as readonly (string | null)[]).includes(v);

/** The library's state as the address bar holds it (`?q=&category=&sort=&page=`); bad values fall back to defaults. */
export function readLibraryState(params: URLSearchParams): LibraryState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: params.get('q')?.trim() ?? '',
    category: params.get('category') ?? '',
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address bar's query for a state: defaults left out, so that a plain /ebooks stays plain. */
export function libraryParams(state: LibraryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.category) params.set('category', state.category);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of search, category or sort starts again at page 1; a page change keeps the rest. */
export function changeLibraryState(state: LibraryState, change: Partial<LibraryState>): LibraryState {
  const filtersChanged = (['search', 'category', 'sort'] as const).some((k) => k in change && change[k] !== state[k]);
  return { ...state, ...change, page: change.page ?? (filtersChanged ? 1 : state.page) };
}

/** The API query of a state, in a language. */
export const libraryQuery = (state: LibraryState, lng: Language): PublicBookQuery => ({
  page: state.page,
  per_page: LIBRARY_PAGE_SIZE,
  search: state.search || undefined,
  category_id: state.category || undefined,
  sort: state.sort,
  lng,
});

export const hasLibraryFilters = (state: LibraryState) => !!state.search || !!state.category;
