import axios from 'axios';
import { BOOK_SCHEMA_VERSION, migratePages, pageSizeOf, type BookPage, type Ebook, type PagesSave, type Template } from '@folio/shared';
import { api } from '../../../http/client';

export type DocumentKind = 'ebook' | 'template';

/** The API collection of each kind of document with pages (DESIGN.md §3). */
export const collectionOf = (kind: DocumentKind) => (kind === 'ebook' ? '/admin/ebooks' : '/admin/templates');

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
  canEdit: boolean;
  /** A PDF book: its pages are its PDF, there is nothing to design. */
  isPdf: boolean;
  /** The book itself, for 'Keep mine as a copy'. */
  ebook: Ebook | null;
}

export type LoadFailure = { status: 403 | 404 | 'other'; message: string | null };

export function loadFailure(error: unknown): LoadFailure {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  const message = axios.isAxiosError(error) ? ((error.response?.data as { message?: string } | undefined)?.message ?? null) : error instanceof Error ? error.message : null;
  return { status: status === 403 || status === 404 ? status : 'other', message };
}

interface PagesAnswer {
  data: unknown[];
  version: number;
}

/**
 * The pages of a document in today's format: the API migrates books stored in an older one as it reads them
 * (DESIGN.md §9.4); migratePages checks that they are in the format this editor writes.
 */
export async function fetchPages(kind: DocumentKind, id: string): Promise<Pick<EditorDocument, 'pages' | 'schemaVersion' | 'version'>> {
  const { data } = await api.get<PagesAnswer>(`${collectionOf(kind)}/${encodeURIComponent(id)}/pages`);
  return { pages: migratePages(data.data, BOOK_SCHEMA_VERSION), version: data.version, schemaVersion: BOOK_SCHEMA_VERSION };
}

/** Loads a book or a template with its pages. A PDF book has no pages to load. */
export async function loadDocument(kind: DocumentKind, id: string): Promise<EditorDocument> {
  const path = `${collectionOf(kind)}/${encodeURIComponent(id)}`;
  if (kind === 'ebook') {
    const { data } = await api.get<{ data: Ebook }>(path);
    const book = data.data;
    const base = { kind, id, title: book.title, pageSize: pageSizeOf(book), canEdit: book.abilities.update, ebook: book };
    if (book.book_type === 'pdf') return { ...base, pages: [], schemaVersion: BOOK_SCHEMA_VERSION, version: book.version, isPdf: true };
    return { ...base, ...(await fetchPages(kind, id)), isPdf: false };
  }
  const { data } = await api.get<{ data: Template }>(path);
  const template = data.data;
  return {
    kind,
    id,
    title: template.name,
    pageSize: pageSizeOf(template),
    canEdit: template.abilities.update,
    ebook: null,
    isPdf: false,
    ...(await fetchPages(kind, id)),
  };
}

/** Sends a save; answers the new version. Quiet: the editor shows the save status itself. */
export async function putPages(kind: DocumentKind, id: string, save: PagesSave): Promise<number> {
  const { data } = await api.put<{ version: number }>(`${collectionOf(kind)}/${encodeURIComponent(id)}/pages`, save, { notify: false });
  return data.version;
}
