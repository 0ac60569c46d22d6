import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { BookPage } from '@folio/shared';
import { clearDraft, draftDiffers, draftKey, readDraft, writeDraft } from './draftStore';

const page = (id: string, name = id): BookPage => ({ id, name, elements: [], layout: { gutter: 50, columns: 2 }, style: {} });

describe('the browser copy of unsaved work (IndexedDB)', () => {
  it('keeps a draft per book with the version it was based on', async () => {
    const key = draftKey('ebook', 'b1');
    await writeDraft(key, { pages: [page('a', 'Mine')], version: 4, savedAt: 1 });
    await writeDraft(draftKey('template', 'b1'), { pages: [page('a', 'Other')], version: 1, savedAt: 2 });
    expect(await readDraft(key)).toEqual({ pages: [page('a', 'Mine')], version: 4, savedAt: 1 });
    expect((await readDraft(draftKey('template', 'b1')))?.pages[0]?.name).toBe('Other');
  });

  it('forgets a cleared draft', async () => {
    const key = draftKey('ebook', 'b2');
    await writeDraft(key, { pages: [page('a')], version: 1, savedAt: 1 });
    await clearDraft(key);
    expect(await readDraft(key)).toBeNull();
  });

  it('answers nothing for a book without a draft', async () => {
    expect(await readDraft(draftKey('ebook', 'none'))).toBeNull();
  });

  it('keeps the latest of several writes', async () => {
    const key = draftKey('ebook', 'b3');
    await Promise.all([1, 2, 3].map((n) => writeDraft(key, { pages: [page('a', `v${n}`)], version: 1, savedAt: n })));
    expect((await readDraft(key))?.savedAt).toBe(3);
  });

  it('tells a draft that differs from the server from one that holds nothing new', () => {
    const server = [page('a'), page('b')];
    expect(draftDiffers({ pages: [page('a'), page('b')], version: 1, savedAt: 1 }, server)).toBe(false);
    expect(draftDiffers({ pages: [page('a'), page('b', 'Changed')], version: 1, savedAt: 1 }, server)).toBe(true);
    expect(draftDiffers({ pages: [page('b'), page('a')], version: 1, savedAt: 1 }, server)).toBe(true);
  });
});
