import { BOOK_SCHEMA_VERSION, type BookCopy, type PagesResponse, type BookPage, type EbookWritten, type PagesSave, type PagesSaved } from '@folio/shared';
import { freeze } from '@reduxjs/toolkit';
import { apiSlice, onSuccess } from '../../http/api';
import { resourceChanged } from '../resources/api';
import { readDraft, type Draft } from './autosave/draftStore';

export type DocumentKind = 'ebook' | 'template';

/** A book or a template, the two kinds of document with pages. */
interface DocumentRef {
  kind: DocumentKind;
  id: string;
}

/** The API path of a document (architecture.md §3). */
const documentUrl = ({ kind, id }: DocumentRef) => `${kind === 'ebook' ? '/admin/ebooks' : '/admin/templates'}/${encodeURIComponent(id)}`;

/** The tag other screens read a document under (its detail, its rows in lists, the create flow). */
const documentTag = ({ kind, id }: DocumentRef) => ({ type: kind === 'ebook' ? 'ebooks' : 'templates', id }) as const;

interface DocumentPages {
  pages: BookPage[];
  /** The version the pages were read at: the first save builds on it. */
  version: number;
}

/**
 * The pages as the store keeps them, frozen before they go in. Handed to the store unfrozen, they were walked and
 * frozen by immer, property by property, as the answer's reducer ended: 218 ms of a 300-page book's opening (a CPU
 * profile of bench:editor), where freezing them first takes under 40. Immer leaves frozen data as it is (its
 * documentation's advice for large answers: "pre-freeze data").
 */
export const pagesAsRead = (answer: PagesResponse): DocumentPages => freeze({ pages: answer.data, version: answer.version }, true);

/**
 * The editor's calls. Its writes never take the person away from work the server does not have: a 401 or
 * 403 is answered where the work is (the save status, the conflict dialog), and they never toast, as the
 * status or the dialog words the outcome.
 */
const editorApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The pages with their version, in today's format: the API migrates books stored in an older one as it
     * reads them (architecture.md §9.4), and checks its answer against the shared PageSchema before sending it (the
     * route's response schema), so the pages are taken as they come: parsing a 300-page book's 9,000 elements
     * again here took a quarter of a second of the editor's opening. Not
     * the book's tag: every save marks the book stale for the other screens, and the open editor, which
     * holds the newer pages, must not read them all again. Nothing is kept once the editor closes, so each
     * opening reads the server's pages.
     */
    documentPages: build.query<DocumentPages, DocumentRef & { redirectOnAuthError?: boolean }>({
      query: ({ redirectOnAuthError, ...ref }) => ({ url: `${documentUrl(ref)}/pages`, redirectOnAuthError }),
      transformResponse: pagesAsRead,
      keepUnusedDataFor: 0,
    }),
    /** Work kept in this browser (IndexedDB) that never reached the server, read as the document opens. */
    storedDraft: build.query<Draft | null, string>({
      queryFn: async (key) => ({ data: await readDraft(key) }),
      keepUnusedDataFor: 0,
    }),
    /** Saves the changed pages and the page order against a version; answers the new version (a 409 carries theirs). */
    savePages: build.mutation<number, DocumentRef & { save: PagesSave }>({
      query: ({ save, ...ref }) => ({ url: `${documentUrl(ref)}/pages`, method: 'put', body: save, notify: false, redirectOnAuthError: false }),
      transformResponse: (answer: PagesSaved) => answer.version,
      // The version moved: a form still holding the old one would be refused, a preview would show old pages.
      invalidatesTags: onSuccess((arg) => [documentTag(arg)]),
    }),
    /**
     * 'Keep mine as a copy' for a book: a new draft book with the basic info of book `id` and these pages. One
     * request: the API makes the book and its pages, with new ids, together or not at all. Answers its id.
     */
    copyBook: build.mutation<string, { id: string; title: string; pages: readonly BookPage[] }>({
      query: ({ id, title, pages }) => ({
        url: `${documentUrl({ kind: 'ebook', id })}/copies`,
        method: 'post',
        body: { title, pages: [...pages], schema_version: BOOK_SCHEMA_VERSION } satisfies BookCopy,
        notify: false,
        redirectOnAuthError: false,
      }),
      transformResponse: (answer: EbookWritten) => answer.data.id,
      invalidatesTags: onSuccess(() => resourceChanged('ebooks')),
    }),
  }),
});

export const { useDocumentPagesQuery, useStoredDraftQuery, useCopyBookMutation } = editorApi;
export const { documentPages, savePages, copyBook } = editorApi.endpoints;
