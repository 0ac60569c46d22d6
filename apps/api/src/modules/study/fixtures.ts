import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/harness.ts';

/** Test factories for the study API: requests as a given token (null: a visitor), and a highlight's body. */
export function studyApi(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? t.bearer(token) : {}, ...(payload !== undefined && { payload: payload as object }) });
  const book = (key: string) => `/public/ebooks/${key}`;
  return {
    call,
    bookmarks: (token: string | null, key: string) => call('GET', `${book(key)}/bookmarks`, token),
    saveBookmarks: (token: string | null, key: string, bookmarks: unknown[]) => call('PUT', `${book(key)}/bookmarks`, token, { bookmarks }),
    highlights: (token: string | null, key: string) => call('GET', `${book(key)}/highlights`, token),
    addHighlight: (token: string | null, key: string, body: Record<string, unknown>) => call('POST', `${book(key)}/highlights`, token, body),
    editHighlight: (token: string | null, key: string, id: string, body: Record<string, unknown>) => call('PUT', `${book(key)}/highlights/${id}`, token, body),
    deleteHighlight: (token: string | null, key: string, id: string) => call('DELETE', `${book(key)}/highlights/${id}`, token),
    contents: (token: string | null, key: string) => call('GET', `${book(key)}/contents`, token),
    saveContents: (token: string | null, id: string, entries: unknown) => call('PUT', `/admin/ebooks/${id}/contents`, token, { entries }),
  };
}

/** A highlight's body on `pageId`: the words of a sentence, anchored by quote and position. */
export const highlight = (pageId: string, over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  page_id: pageId,
  color: 'yellow',
  quote: { exact: 'the kingfisher', prefix: 'Then ', suffix: ' dived' },
  position: { start: 5, end: 19 },
  ...over,
});
