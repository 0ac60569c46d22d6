import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { BookElement, BookPage } from '@folio/shared';
import { applyPages, pagesMapOf, readPages, writePages } from '@folio/shared/live';
import { DocumentGuard } from './guard.ts';

const text = (id: string, html: string): BookElement => ({ id, type: 'text', position: { x: 10, y: 10 }, size: { width: 200, height: 50 }, style: {}, html });
const shape = (id: string): BookElement => ({ id, type: 'shape', position: { x: 40, y: 90 }, size: { width: 80, height: 80 }, style: {}, shape: 'rectangle' } as BookElement);
const page = (id: string, elements: BookElement[]): BookPage => ({ id, name: `Page ${id}`, elements, layout: { gutter: 50, columns: 2 }, style: {} } as BookPage);

/** The server's document of a two-page book, a browser's copy of it, and the guard over the server's. */
function setting(maxBytes = 1_000_000) {
  const server = new Y.Doc();
  writePages(server, [page('one', [text('story', '<p>Once upon a time</p>'), shape('box')]), page('two', [text('end', '<p>The end</p>')])]);
  const browser = new Y.Doc();
  Y.applyUpdate(browser, Y.encodeStateAsUpdate(server));
  const faults: string[] = [];
  const guard = new DocumentGuard(server, maxBytes, (message) => void faults.push(message));
  const published: Uint8Array[] = [];
  server.on('update', (update: Uint8Array) => void published.push(update));
  return { server, browser, guard, faults, published, start: Y.encodeStateAsUpdate(server), pages: readPages(server) };
}

/** One command in the browser's copy; answers the change it sends. */
function command(doc: Y.Doc, change: (pages: BookPage[]) => BookPage[] | void, raw?: (doc: Y.Doc) => void): Uint8Array {
  const updates: Uint8Array[] = [];
  const keep = (update: Uint8Array) => void updates.push(update);
  doc.on('update', keep);
  doc.transact(() => {
    const before = readPages(doc);
    const next = change(before);
    if (next) applyPages(doc, before, next, null);
    raw?.(doc);
  });
  doc.off('update', keep);
  return updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
}

/** Valid work done in the same command as the rule broken: it is refused with it. */
const withValidWork = (pages: BookPage[]) => pages.map((p) => p.id === 'one'
  ? { ...p, name: 'Renamed', elements: p.elements.filter((e) => e.id !== 'box').map((e) => (e.id === 'story' ? { ...e, html: '<p>Once upon a long time</p>' } : e)) }
  : { ...p, elements: [] });

describe('the live document guard (decision 019)', () => {
  const refusals: [string, 'invalid' | 'too-large' | 'too-many-pages', (pages: BookPage[]) => BookPage[] | void, ((doc: Y.Doc) => void)?][] = [
    ['an element that breaks its schema', 'invalid', (pages) => withValidWork(pages).map((p) => ({ ...p, elements: [...p.elements, { ...text('broken', 'x'), position: { x: 'left' } } as unknown as BookElement] }))],
    ['a page name over 200 characters', 'invalid', (pages) => withValidWork(pages).map((p) => (p.id === 'two' ? { ...p, name: 'n'.repeat(201) } : p))],
    ['a page field deleted', 'invalid', withValidWork, (doc) => pagesMapOf(doc).get('two')!.delete('name')],
    ['a page that is not a map', 'invalid', withValidWork, (doc) => pagesMapOf(doc).set('odd', 'not a page' as never)],
    ['a write outside the pages and their order', 'invalid', withValidWork, (doc) => doc.getMap('elsewhere').set('hidden', 'x'.repeat(1000))],
    ['a book over BOOK_MAX_MB', 'too-large', (pages) => withValidWork(pages).map((p) => (p.id === 'two' ? { ...p, elements: [text('long', `<p>${'w'.repeat(150_000)}</p>`), text('longer', `<p>${'w'.repeat(150_000)}</p>`)] } : p))],
    ['more than 1,000 pages', 'too-many-pages', (pages) => [...withValidWork(pages), ...Array.from({ length: 1000 }, (_, i) => page(`extra-${i}`, []))]],
  ];

  it.each(refusals)('refuses %s, takes the whole change back, and tells no one before it is kept', (_, reason, change, raw) => {
    const s = setting(200_000);
    const sent = command(s.browser, change, raw);
    const checked = s.guard.check(sent, 'browser');
    expect(checked.refusal?.reason).toBe(reason);
    expect(readPages(s.server)).toEqual(s.pages);
    expect(s.server.getMap('elsewhere').size).toBe(0);
    expect(s.published).toHaveLength(0);
    checked.publish();
    expect(s.published).toHaveLength(1);
    // What is kept holds nothing of what was refused: the book loaded from the database is as it was.
    const loaded = new Y.Doc();
    Y.applyUpdate(loaded, Y.mergeUpdates([s.start, checked.keep!]));
    expect(readPages(loaded)).toEqual(s.pages);
    expect(checked.keep!.length).toBeLessThan(sent.length + 2000);
    // The browser that sent it gets the taking back, and its copy goes back to the server's.
    Y.applyUpdate(s.browser, Y.encodeStateAsUpdate(s.server, Y.encodeStateVector(s.browser)));
    expect(readPages(s.browser)).toEqual(s.pages);
    expect(s.faults).toEqual([]);
  });

  it('refuses bytes that are not a change', () => {
    const s = setting();
    const checked = s.guard.check(new Uint8Array([1, 2, 3, 250, 7]), 'browser');
    expect(checked.refusal?.reason).toBe('invalid');
    expect(readPages(s.server)).toEqual(s.pages);
  });

  it('applies a change that passes, and publishes it once it is kept', () => {
    const s = setting();
    const sent = command(s.browser, withValidWork);
    const checked = s.guard.check(sent, 'browser');
    expect(checked.refusal).toBeNull();
    expect(checked.keep).toBe(sent);
    expect(readPages(s.server)).toEqual(readPages(s.browser));
    expect(s.published).toHaveLength(0);
    checked.publish();
    const peer = new Y.Doc();
    Y.applyUpdate(peer, Y.mergeUpdates([s.start, ...s.published]));
    expect(readPages(peer)).toEqual(readPages(s.browser));
    // The same change again brings nothing new: nothing to keep.
    expect(s.guard.check(sent, 'browser').keep).toBeNull();
  });

  it('keeps a change that waits for the one before it, and checks both when that one comes', () => {
    const s = setting(30_000);
    const first = command(s.browser, (pages) => pages.map((p) => (p.id === 'one' ? { ...p, elements: [...p.elements, shape('second')] } : p)));
    const second = command(s.browser, (pages) => pages.map((p) => (p.id === 'one' ? { ...p, elements: [...p.elements, text('third', `<p>${'x'.repeat(40_000)}</p>`)] } : p)));
    const early = s.guard.check(second, 'browser');
    expect(early.refusal).toBeNull();
    expect(early.keep).toBe(second);
    expect(readPages(s.server)).toEqual(s.pages);
    // The first comes: the second is applied with it, and breaks the size limit: both are taken back.
    const late = s.guard.check(first, 'browser');
    expect(late.refusal?.reason).toBe('too-large');
    expect(readPages(s.server)).toEqual(s.pages);
    expect(s.server.store.pendingStructs).toBeNull();
  });

  it('measures again a page changed by another way (another instance, the page API) before the next check', () => {
    const s = setting(20_000);
    expect(s.guard.check(command(s.browser, (pages) => pages.map((p) => ({ ...p, name: 'Warm' }))), 'browser').refusal).toBeNull();
    // Another instance's change, brought over by Redis: the book is now near its limit.
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(s.server));
    const near = command(elsewhere, (pages) => pages.map((p) => (p.id === 'two' ? { ...p, elements: [text('long', `<p>${'x'.repeat(18_000)}</p>`)] } : p)));
    Y.applyUpdate(s.server, near, 'redis');
    Y.applyUpdate(s.browser, near);
    const over = command(s.browser, (pages) => pages.map((p) => (p.id === 'one' ? { ...p, elements: [...p.elements, text('more', `<p>${'y'.repeat(3_000)}</p>`)] } : p)));
    expect(s.guard.check(over, 'browser').refusal?.reason).toBe('too-large');
  });

  it('takes back every refused change whole, whatever else it did, among changes of two browsers that cross', () => {
    let seed = 20261207;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
    let made = 0;
    /** A command a person might make: a few valid edits, and now and then one that breaks a rule. */
    const someCommand = (pages: BookPage[], breaks: boolean): BookPage[] => {
      let next = pages.map((p) => ({ ...p, elements: [...p.elements] }));
      for (let i = 0; i < 1 + Math.floor(random() * 3); i++) {
        const target = pick(next);
        const kind = pick(['rename', 'add', 'delete', 'retype', 'move', 'restack', 'add-page', 'delete-page']);
        if (kind === 'rename') target.name = `Name ${made++}`;
        if (kind === 'add') target.elements.push(random() < 0.5 ? text(`t${made++}`, '<p>New words</p>') : shape(`s${made++}`));
        if (kind === 'delete' && target.elements.length) target.elements.splice(Math.floor(random() * target.elements.length), 1);
        // (A text box someone else deleted meanwhile may come back without its text: its schema's default.)
        if (kind === 'retype') target.elements = target.elements.map((e) => (e.type === 'text' ? { ...e, html: ((e as { html?: string }).html ?? '').replace('<p>', `<p>${made++} `) } : e));
        if (kind === 'move') target.elements = target.elements.map((e) => ({ ...e, position: { x: random() * 500, y: random() * 700 } }));
        if (kind === 'restack') target.elements.reverse();
        if (kind === 'add-page') next.push(page(`page-${made++}`, [text(`t${made++}`, '<p>A new page</p>')]));
        if (kind === 'delete-page' && next.length > 1) next = next.filter((p) => p !== target);
      }
      if (breaks) {
        const target = pick(next);
        if (random() < 0.5) target.name = 'n'.repeat(201);
        else target.elements.push({ ...shape(`bad${made++}`), size: { width: -1, height: 5 } } as BookElement);
      }
      return next;
    };
    const s = setting();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(s.server));
    const sync = (doc: Y.Doc) => Y.applyUpdate(doc, Y.encodeStateAsUpdate(s.server, Y.encodeStateVector(doc)));
    let refused = 0;
    for (let round = 0; round < 60; round++) {
      // The other browser's command reaches the server first; this one was made without it.
      const theirs = command(other, (pages) => someCommand(pages, false));
      const mine = command(s.browser, (pages) => someCommand(pages, random() < 0.4));
      expect(s.guard.check(theirs, 'other').refusal).toBeNull();
      const before = readPages(s.server);
      const checked = s.guard.check(mine, 'browser');
      if (checked.refusal) {
        refused++;
        expect(readPages(s.server)).toEqual(before);
      }
      checked.publish();
      sync(s.browser);
      sync(other);
      expect(readPages(s.browser)).toEqual(readPages(s.server));
      expect(readPages(other)).toEqual(readPages(s.server));
    }
    expect(refused).toBeGreaterThan(10);
    expect(s.faults).toEqual([]);
  });
});
