import { describe, expect, it } from 'vitest';
import { createNextState as produce } from '@reduxjs/toolkit';
import type { BookPage } from '@folio/shared';
import { buildSave, changedPages, payloadBytes, rebase } from './changes';

const page = (id: string, name = id): BookPage => ({ id, name, elements: [], layout: { gutter: 50, columns: 2 }, style: {} });
const book = () => [page('a'), page('b'), page('c')];

describe('autosave change detection', () => {
  it('finds nothing to save when the pages are the saved ones', () => {
    const saved = book();
    expect(buildSave(saved, saved, 3)).toBeNull();
    expect(buildSave(saved, [...saved], 3)).toBeNull();
  });

  it('sends only the page an immer update touched, with the order of all pages and the version', () => {
    const saved = book();
    const current = produce(saved, (draft) => {
      draft[1]!.name = 'Renamed';
    });
    expect(current[0]).toBe(saved[0]);
    expect(buildSave(saved, current, 3)).toEqual({ version: 3, pages: [current[1]], order: ['a', 'b', 'c'] });
  });

  it('tells a changed page by identity, even when its content is equal', () => {
    const saved = book();
    const current = [saved[0]!, { ...saved[1]! }, saved[2]!];
    expect(changedPages(saved, current).map((p) => p.id)).toEqual(['b']);
  });

  it('sends the new order alone when pages were only reordered', () => {
    const saved = book();
    const current = [saved[2]!, saved[0]!, saved[1]!];
    expect(buildSave(saved, current, 1)).toEqual({ version: 1, pages: [], order: ['c', 'a', 'b'] });
  });

  it('says a deleted page by leaving it out of the order', () => {
    const saved = book();
    expect(buildSave(saved, [saved[0]!, saved[2]!], 1)).toEqual({ version: 1, pages: [], order: ['a', 'c'] });
  });

  it('sends a new page as a changed page', () => {
    const saved = book();
    const added = page('d');
    expect(buildSave(saved, [...saved, added], 1)).toEqual({ version: 1, pages: [added], order: ['a', 'b', 'c', 'd'] });
  });

  it('against another baseline (theirs, after a conflict), sends only the pages whose content differs from it', () => {
    const mine = [page('a'), page('b', 'Mine'), page('c')];
    const theirs = [page('a'), page('b'), page('c', 'Theirs'), page('d')];
    const base = rebase(theirs, mine);
    expect(base[0]).toBe(mine[0]);
    expect(buildSave(base, mine, 7)).toEqual({ version: 7, pages: [mine[1], mine[2]], order: ['a', 'b', 'c'] });
  });

  it('keeps the payload of one edit in a big book small', () => {
    const saved = Array.from({ length: 300 }, (_, i) => page(`p${i}`));
    const current = produce(saved, (draft) => {
      draft[150]!.name = 'Edited';
    });
    const save = buildSave(saved, current, 1)!;
    expect(save.pages).toHaveLength(1);
    expect(payloadBytes(save)).toBeLessThan(payloadBytes({ version: 1, pages: current, order: [] }) / 10);
  });
});
