import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { BOOK_SCHEMA_VERSION, pageSizeOf, type BookPage, type Ebook, type Template } from '@folio/shared';
import { useAppSelector } from '../../../app/hooks';
import { usePdfDocument } from '../../reader/pdf/usePdfDocument';
import { pdfRouteOf, useEbookQuery } from '../../ebooks/api';
import { useTemplateQuery } from '../../templates/api';
import { draftDiffers, draftKey, type Draft } from '../autosave/draftStore';
import { useDocumentPagesQuery, useStoredDraftQuery, type DocumentKind } from '../api';
import { OPENING_ANSWER_SECONDS, releaseOpeningPages } from '../prefetch';

/** What the editor needs of a book or a template. */
export interface EditorDocument {
  kind: DocumentKind;
  id: string;
  title: string;
  pageSize: { width: number; height: number };
  pages: BookPage[];
  /** The format of `pages`: today's, whatever format the book is stored in. Saves say it, and the API stores it. */
  schemaVersion: typeof BOOK_SCHEMA_VERSION;
  version: number;
  /** The book itself, for 'Keep mine as a copy'. */
  ebook: Ebook | null;
  /** A PDF book's PDF, drawn beneath its layer's pages (decision 021); null for a book of pages and a template. */
  pdf: PDFDocumentProxy | null;
}

/** How far opening a document got: what the screen shows instead of the editor, or the editor's start. */
type DocumentLoad =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  /** A PDF book whose PDF's pages are not counted yet (its processing): there is no page to put anything on. */
  | { state: 'pdfProcessing' }
  /** A PDF book whose PDF pdf.js cannot open. */
  | { state: 'pdfUnreadable' }
  | { state: 'readOnly' }
  /** `draft`: work kept in this browser that differs from the server's pages, to offer back. */
  | { state: 'ready'; doc: EditorDocument; draft: Draft | null };

/** The basic info the editor opens with, the same for both kinds. */
type About = Pick<EditorDocument, 'title' | 'pageSize' | 'ebook'> & { canEdit: boolean; isPdf: boolean; pdfReady: boolean };

const aboutBook = (book: Ebook): About => ({
  title: book.title,
  pageSize: pageSizeOf(book),
  canEdit: book.abilities.read_pages,
  isPdf: book.book_type === 'pdf',
  pdfReady: !!book.pdf_file && !!book.pdf_page_count,
  ebook: book,
});
const aboutTemplate = (template: Template): About => ({ title: template.name, pageSize: pageSizeOf(template), canEdit: template.abilities.update, isPdf: false, pdfReady: false, ebook: null });

/** A PDF book's PDF, through the reader's guarded route: the editor's people may read the whole of the book they edit. */

/**
 * A book or a template as the editor opens it: its basic info (the dashboard's own reads of it) and, when
 * it has pages this person may change, the pages and any browser copy of unsaved work. The basic info is
 * read again whenever a save marks it stale; the pages are read again only by 'Reload theirs' after a conflict.
 */
export function useEditorDocument(kind: DocumentKind, id: string): DocumentLoad {
  // Answers of the last seconds are the ones asked for when the app opened on this editor (prefetch.ts): they
  // are taken as they are, rather than asked for again (a 300-page book's pages: 1.5 MB).
  const opening = { refetchOnMountOrArgChange: OPENING_ANSWER_SECONDS };
  const book = useEbookQuery(kind === 'ebook' ? id : skipToken, opening);
  const template = useTemplateQuery(kind === 'template' ? id : skipToken, opening);
  const infoError = kind === 'ebook' ? book.error : template.error;
  const about = useMemo(() => (book.currentData ? aboutBook(book.currentData) : template.currentData ? aboutTemplate(template.currentData) : null), [book.currentData, template.currentData]);
  // The pages are asked for together with the basic info, not once it has come: the editor opens a round trip
  // sooner. A document that turns out not to be this person's to change drops them unread.
  // Their failure is shown on this screen (a 401 of the basic info still signs out).
  const mayEdit = !about || (about.canEdit && (!about.isPdf || about.pdfReady));
  // A PDF book's layer is laid out on its PDF's pages, at the size the reader draws them: the editor opens the PDF too.
  const token = useAppSelector((s) => s.auth.token as string | null);
  const pdf = usePdfDocument(about?.isPdf && about.pdfReady && about.canEdit ? pdfRouteOf(id) : null, token);
  const pdfStatus = pdf.status;
  const pdfDoc = pdf.status === 'ready' ? pdf.doc : null;
  const pdfSize = pdf.status === 'ready' ? pdf.size : null;
  const pages = useDocumentPagesQuery(mayEdit ? { kind, id, redirectOnAuthError: false } : skipToken, opening);
  const stored = useStoredDraftQuery(mayEdit ? draftKey(kind, id) : skipToken);
  // The pages asked for as the app opened on this editor (prefetch.ts) are this screen's now.
  useEffect(() => releaseOpeningPages(kind, id), [kind, id]);

  return useMemo((): DocumentLoad => {
    // Once read, the document stays open: a later read of its basic info that fails changes nothing here.
    if (!about) return infoError ? { state: 'failed', error: infoError } : { state: 'loading' };
    if (!about.canEdit) return { state: 'readOnly' };
    if (about.isPdf && !about.pdfReady) return { state: 'pdfProcessing' };
    if (!pages.currentData) return pages.error ? { state: 'failed', error: pages.error } : { state: 'loading' };
    if (stored.currentData === undefined) return { state: 'loading' };
    if (pdfStatus === 'error') return { state: 'pdfUnreadable' };
    if (pdfStatus === 'loading') return { state: 'loading' };
    const { pages: serverPages, version } = pages.currentData;
    const draft = stored.currentData && draftDiffers(stored.currentData, serverPages) ? stored.currentData : null;
    const doc: EditorDocument = { kind, id, title: about.title, pageSize: pdfSize ?? about.pageSize, pages: serverPages, schemaVersion: BOOK_SCHEMA_VERSION, version, ebook: about.ebook, pdf: pdfDoc };
    return { state: 'ready', doc, draft };
  }, [kind, id, about, infoError, pages.currentData, pages.error, stored.currentData, pdfStatus, pdfDoc, pdfSize]);
}
