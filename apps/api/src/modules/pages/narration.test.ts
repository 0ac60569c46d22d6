import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { uploadAs } from '../uploads/fixtures/files.ts';
import { makeWav } from '../uploads/fixtures/media.ts';

/** A page's narration through the pages API: kept as saved, and refused with a message when it is not valid. */
describe('page narration', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    author = await t.login('author@folio.test');
  });
  afterAll(() => t.close());

  const page = (narration: unknown) => ({
    id: 'p1',
    name: 'One',
    layout: { gutter: 50, columns: 2 },
    style: {},
    elements: [{ id: 'story', type: 'text', position: { x: 0, y: 0 }, size: { width: 300, height: 100 }, style: {}, html: '<p>One. Two.</p>' }],
    narration,
  });
  const save = async (id: string, narration: unknown) => {
    const { version } = (await api.pages(author, id)).json();
    return api.savePages(author, id, { version, pages: [page(narration)], order: ['p1'] });
  };

  it("should keep an author's recording and its cues with the page", async () => {
    const book = await api.make(author);
    const sound = (await uploadAs(t, author, 'audio', makeWav(), 'narration-page-1.wav', 'audio/wav')).json().data.url as string;
    const narration = { src: sound, duration: 0.1, cues: [{ element: 'story', sentence: 0, start: 0, end: 0.05 }, { element: 'story', sentence: 1, start: 0.05, end: 0.1 }] };
    const saved = await save(book.id, narration);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api.pages(author, book.id)).json().data[0].narration).toEqual(narration);
  });

  it('should refuse a sound from elsewhere, and a cue that ends before it starts, with a message and not a 500', async () => {
    const book = await api.make(author);
    for (const narration of [
      { src: 'https://tracker.example/a.mp3', duration: 1, cues: [] },
      { src: '/uploads/audio/a.wav', duration: 1, cues: [{ element: 'story', sentence: 0, start: 0.5, end: 0.2 }] },
      { src: '/uploads/audio/a.wav', duration: -1, cues: [] },
    ]) {
      const refused = await save(book.id, narration);
      expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(refused.json().message).toBeTruthy();
    }
    expect((await api.pages(author, book.id)).json().data[0]?.narration).toBeUndefined();
  });
});
