import { asc, eq } from 'drizzle-orm';
import { ebookPages } from '../../db/schema.ts';
import type { TestApp } from '../../../test/harness.ts';
import { findUser } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';

/** Test factories for the annotation API: requests as a given token, and books of each kind of access. */
export function annotationApi(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/me${url}`, headers: token ? t.bearer(token) : {}, ...(payload !== undefined && { payload: payload as object }) });
  return {
    call,
    notes: (token: string | null, ebookId: string) => call('GET', `/notes?ebook_id=${ebookId}`, token),
    addNote: (token: string | null, body: Record<string, unknown>) => call('POST', '/notes', token, body),
    editNote: (token: string | null, id: string, body: Record<string, unknown>) => call('PUT', `/notes/${id}`, token, body),
    deleteNote: (token: string | null, id: string) => call('DELETE', `/notes/${id}`, token),
    drawings: (token: string | null, ebookId: string) => call('GET', `/drawings?ebook_id=${ebookId}`, token),
    saveDrawings: (token: string | null, body: Record<string, unknown>) => call('PUT', '/drawings', token, body),
    clearDrawings: (token: string | null, query: string) => call('DELETE', `/drawings?${query}`, token),
  };
}

/** The owner of the hidden book: a `<role>@folio.test` sign-in, so that a test can sign in as the owner. */
const HIDDEN_BOOK_OWNER = 'author@folio.test';

/**
 * Books of pages, one per kind of access a reader has: one anyone may read (free), a paid one (a preview for a
 * reader who has not bought it), and a draft of the author account (unreadable for a reader).
 */
export async function booksByAccess(t: TestApp) {
  const owner = await findUser(t.db, HIDDEN_BOOK_OWNER);
  const open = await insertBook(t, { price: 0 });
  const paid = await insertBook(t, { price: 10 });
  const hidden = await insertBook(t, { status: 'draft', approval: 'pending', createdBy: owner!.id });
  return { open: open.id, paid: paid.id, hidden: hidden.id, hiddenOwnerEmail: HIDDEN_BOOK_OWNER };
}

/** The page ids of a book of pages, in order (notes and drawings are kept only for a book's own pages). */
export async function pageIdsOf(t: TestApp, ebookId: string) {
  const rows = await t.db.select({ id: ebookPages.id }).from(ebookPages).where(eq(ebookPages.ebookId, ebookId)).orderBy(asc(ebookPages.position));
  return rows.map((r) => r.id);
}

export const stroke = (points = [10, 10, 20, 20, 30, 25]) => ({ type: 'brush', points, stroke: '#FFFF00', strokeWidth: 5 });
export const rect = (x = 5) => ({ type: 'rectangle', x, y: 5, width: 40, height: 30, stroke: '#FF0000', strokeWidth: 2 });
