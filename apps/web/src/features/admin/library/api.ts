import type { Named } from '@folio/shared';
import { apiSlice } from '../../../http/api';

/** A bought book as "My library" shows it. */
export interface OwnedBook {
  id: string;
  title: string;
  cover_image: string | null;
  authors: Named[];
  book_type: 'ebook' | 'pdf';
  purchased_at: string | null;
}

type Wire = Partial<OwnedBook> & { ebook_id?: string; ebook?: Partial<OwnedBook>; paid_at?: string | null; created_at?: string | null };

/** The answer's rows, whether a row is the book itself or an entry that holds it. */
export const toOwnedBook = (row: Wire): OwnedBook => {
  const book = row.ebook ?? row;
  return {
    id: row.ebook_id ?? book.id ?? '',
    title: book.title ?? '',
    cover_image: book.cover_image ?? null,
    authors: book.authors ?? [],
    book_type: book.book_type ?? 'ebook',
    purchased_at: row.purchased_at ?? row.paid_at ?? null,
  };
};

const myLibraryApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/me/library: the books of the signed-in reader's paid orders. */
    myLibrary: build.query<OwnedBook[], void>({
      query: () => ({ url: '/me/library', params: { per_page: 100 } }),
      transformResponse: (answer: { data: Wire[] }) => answer.data.map(toOwnedBook).filter((b) => b.id),
      providesTags: ['library'],
    }),
  }),
});

export const { useMyLibraryQuery } = myLibraryApi;
