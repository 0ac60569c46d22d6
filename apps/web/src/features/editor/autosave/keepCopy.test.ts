import { afterEach, describe, expect, it } from 'vitest';
import { BOOK_SCHEMA_VERSION, type BookPage } from '@folio/shared';
import { createStore } from '../../../app/store';
import { api, type SentRequest } from '../../../http/client';
import { copyBook } from '../api';

const pages: BookPage[] = [
  { id: 'p1', name: 'Cover', layout: { gutter: 50, columns: 2 }, style: {}, elements: [] },
  { id: 'p2', name: 'Crabs', layout: { gutter: 50, columns: 2 }, style: {}, elements: [] },
];

/** Every request the API client makes, answered by `answer`. */
function serve(answer: (config: SentRequest) => { status: number; data: unknown }) {
  const sent: SentRequest[] = [];
  api.transport = async (config: SentRequest) => {
    sent.push(config);
    const { status, data } = answer(config);
    const response = { data, status };
    if (status >= 400) return response;
    return response;
  };
  return sent;
}

const copyBookWithPages = (id: string, title: string, copied: readonly BookPage[]) =>
  createStore().dispatch(copyBook.initiate({ id, title, pages: copied })).unwrap();

const originalAdapter = api.transport;
afterEach(() => {
  api.transport = originalAdapter;
});

describe("'Keep mine as a copy' for a book", () => {
  it('should make the copy in one request with the title, every page and the format they are in, and answer its id', async () => {
    const sent = serve(() => ({ status: 201, data: { message: 'eBook copied successfully.', data: { id: 'copy-1' } } }));
    expect(await copyBookWithPages('b1', 'Rock Pools (my copy)', pages)).toBe('copy-1');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('post');
    expect(sent[0]!.url).toBe('/admin/ebooks/b1/copies');
    expect(JSON.parse(sent[0]!.data as string)).toEqual({ title: 'Rock Pools (my copy)', pages, schema_version: BOOK_SCHEMA_VERSION });
  });

  it('should fail with the answer when the server refuses, having sent nothing more', async () => {
    const sent = serve(() => ({ status: 422, data: { message: 'Page 2, element "h": level: Too big: expected number to be <=6' } }));
    await expect(copyBookWithPages('b1', 'Copy', pages)).rejects.toMatchObject({ status: 422 });
    expect(sent).toHaveLength(1);
  });

  it('should stay with the work when the sign-in has ended: no toast, no trip to the login page', async () => {
    const sent = serve(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
    await expect(copyBookWithPages('b1', 'Copy', pages)).rejects.toMatchObject({ status: 401 });
    expect(sent[0]).toMatchObject({ notify: false, skipAuthRedirect: true });
  });
});
