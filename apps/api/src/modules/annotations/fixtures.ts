import { and, asc, eq, gt, ne, or } from 'drizzle-orm';
import { ebookPages, ebooks, users } from '../../db/schema.ts';
import type { TestApp } from '../../../test/harness.ts';

/** Test factories for the annotation API: requests as a given token, and books of each kind from the seed. */
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

/** Seeded books of pages: one anyone may read, a paid one (a preview for a reader), and one not public (unreadable for a reader). */
export async function seededBooks(t: TestApp) {
  const [open] = await t.db
    .select({ id: ebooks.id })
    .from(ebooks)
    .where(and(eq(ebooks.bookType, 'ebook'), eq(ebooks.status, 'published'), eq(ebooks.approvalStatus, 'approved')))
    .limit(1);
  const [paid] = await t.db
    .select({ id: ebooks.id })
    .from(ebooks)
    .where(and(eq(ebooks.bookType, 'ebook'), eq(ebooks.status, 'published'), eq(ebooks.approvalStatus, 'approved'), gt(ebooks.finalPrice, 0)))
    .limit(1);
  const [hidden] = await t.db
    .select({ id: ebooks.id, owner: users.email })
    .from(ebooks)
    .innerJoin(users, eq(users.id, ebooks.createdBy))
    .where(and(eq(ebooks.bookType, 'ebook'), or(ne(ebooks.status, 'published'), ne(ebooks.approvalStatus, 'approved'))))
    .limit(1);
  return { open: open!.id, paid: paid!.id, hidden: hidden!.id, hiddenOwnerEmail: hidden!.owner };
}

/** The page ids of a book of pages, in order (notes and drawings are kept only for a book's own pages). */
export async function pageIdsOf(t: TestApp, ebookId: string) {
  const rows = await t.db.select({ id: ebookPages.id }).from(ebookPages).where(eq(ebookPages.ebookId, ebookId)).orderBy(asc(ebookPages.position));
  return rows.map((r) => r.id);
}

export const stroke = (points = [10, 10, 20, 20, 30, 25]) => ({ type: 'brush', points, stroke: '#FFFF00', strokeWidth: 5 });
export const rect = (x = 5) => ({ type: 'rectangle', x, y: 5, width: 40, height: 30, stroke: '#FF0000', strokeWidth: 2 });
