import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaListResponseSchema, type MediaListResponse } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { conforms } from '../../../test/contract.ts';
import { uploadAs } from './fixtures/files.ts';
import { makeWav } from './fixtures/media.ts';
import { fileNameOf } from './library.ts';

/** GET /api/uploads: the editor's media library, a user's own files only. */
describe('/api/uploads (media library)', () => {
  let t: TestApp;
  let author: string;
  let publisher: string;
  beforeAll(async () => {
    t = await createTestApp();
    [author, publisher] = await Promise.all([t.login('author@folio.test'), t.login('publisher@folio.test')]);
  });
  afterAll(async () => { await t.close(); });

  const png = (colour: string) => sharp({ create: { width: 8, height: 8, channels: 3, background: colour } }).png().toBuffer();
  const library = async (token: string, query = '') => conforms(await t.app.inject({ url: `/api/uploads${query}`, headers: t.bearer(token) }), 200, MediaListResponseSchema) as MediaListResponse;

  it("lists the user's own files of a kind, newest first, with the names they were uploaded under, and finds them by name", async () => {
    for (const [name, colour] of [['Sea turtle.png', '#0a7'], ['Coral reef.png', '#f70'], ['Turtle nest.png', '#a52']] as const) {
      expect((await uploadAs(t, author, 'image', await png(colour), name, 'image/png')).statusCode).toBe(201);
    }
    expect((await uploadAs(t, author, 'audio', makeWav(), 'Waves.wav', 'audio/wav')).statusCode).toBe(201);
    expect((await uploadAs(t, publisher, 'image', await png('#000'), 'Turtle of another.png', 'image/png')).statusCode).toBe(201);

    const images = await library(author);
    expect(images.data.map((m) => m.name)).toEqual(['Turtle nest.png', 'Coral reef.png', 'Sea turtle.png']);
    expect(images.data[0]).toMatchObject({ kind: 'image', mime: 'image/png', width: 8, height: 8, url: expect.stringMatching(/^\/uploads\/image\//), thumbnail_url: expect.stringMatching(/^\/uploads\//) });
    expect((await library(author, '?search=TURTLE')).data.map((m) => m.name)).toEqual(['Turtle nest.png', 'Sea turtle.png']);
    expect((await library(author, '?search=%25')).data).toEqual([]);
    expect((await library(author, '?kind=audio')).data.map((m) => m.name)).toEqual(['Waves.wav']);
    expect((await library(author, '?kind=video')).total).toBe(0);
    const paged = await library(author, '?per_page=2&page=2');
    expect([paged.data.length, paged.last_page, paged.total]).toEqual([1, 2, 3]);
  });

  it('refuses a visitor, a kind that is not media and a bad page', async () => {
    expectError(await t.app.inject({ url: '/api/uploads' }), 401);
    for (const query of ['?kind=pdf', '?kind=document', '?page=0', '?per_page=500']) expectError(await t.app.inject({ url: `/api/uploads${query}`, headers: t.bearer(author) }), 422);
  });

  it('keeps only the last segment of a sent name, without control characters', () => {
    expect(fileNameOf('C:\\Users\\me\\Pictures\\fox.png')).toBe('fox.png');
    expect(fileNameOf('a/b/\u0007fox\u0000.png')).toBe('fox.png');
    expect(fileNameOf('   ')).toBeNull();
    expect(fileNameOf(undefined)).toBeNull();
    expect(fileNameOf('x'.repeat(300))).toHaveLength(200);
  });
});
