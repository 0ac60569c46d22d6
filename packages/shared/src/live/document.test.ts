import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { BookElement, BookPage } from '../document/page-schema.ts';
import { applyPages, readPages, touchedPages, writePages } from './document.ts';

const text = (id: string, html: string, x = 0): BookElement => ({ id, type: 'text', position: { x, y: 0 }, size: { width: 100, height: 40 }, style: { color: '#000000' }, html });
const page = (id: string, elements: BookElement[] = []): BookPage => ({ id, name: id, elements, layout: { gutter: 0, columns: 1 }, style: {} });

/** Two people's copies of one book, synced by hand (what the server relays). */
function pair(pages: BookPage[]) {
  const a = new Y.Doc();
  writePages(a, pages);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const sync = () => {
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  };
  return { a, b, sync };
}

/** One person's command: the pages as they saw them, changed by `change`. */
function edit(doc: Y.Doc, change: (pages: BookPage[]) => BookPage[]) {
  const before = readPages(doc);
  applyPages(doc, before, change(before), 'me');
}

describe('a book as a live document', () => {
  it('reads a document of the earlier shape (each element an object with its id) and writes on in the new one', () => {
    const doc = new Y.Doc();
    doc.transact(() => {
      const map = new Y.Map<unknown>(Object.entries({ id: 'p1', name: 'One', layout: { gutter: 0, columns: 1 }, style: {} }));
      map.set('elements', new Y.Map<unknown>([['e1', { id: 'e1', type: 'text', position: { x: 0, y: 0 }, size: { width: 100, height: 40 }, style: { color: '#000000' } }]]));
      map.set('texts', new Y.Map<Y.Text>([['e1:html', new Y.Text('<p>Old</p>')]]));
      const order = new Y.Array<string>();
      order.push(['e1']);
      map.set('elementOrder', order);
      doc.getMap('pages').set('p1', map);
      doc.getArray('order').push(['p1']);
    });
    expect(readPages(doc)).toEqual([page('p1', [text('e1', '<p>Old</p>')])].map((p) => ({ ...p, name: 'One' })));
    edit(doc, (pages) => pages.map((p) => ({ ...p, elements: p.elements.map((e) => ({ ...e, position: { x: 7, y: 0 } })) })));
    expect(typeof (doc.getMap('pages').get('p1') as Y.Map<Y.Map<unknown>>).get('elements')!.get('e1')).toBe('string');
    expect(readPages(doc)[0]!.elements).toEqual([text('e1', '<p>Old</p>', 7)]);
  });

  it('reads back the pages it was written with', () => {
    const pages = [page('p1', [text('e1', '<p>Hello</p>'), text('e2', '<p>World</p>', 50)]), page('p2')];
    const { a } = pair(pages);
    expect(readPages(a)).toEqual(pages);
  });

  it('keeps both pages when two people add one at the same moment', () => {
    const { a, b, sync } = pair([page('p1')]);
    edit(a, (pages) => [...pages, page('from-a')]);
    edit(b, (pages) => [pages[0]!, page('from-b')]);
    sync();
    expect(readPages(a)).toEqual(readPages(b));
    expect(readPages(a).map((p) => p.id).sort()).toEqual(['from-a', 'from-b', 'p1']);
  });

  it('keeps both moves when two people move different elements, and both words when they type in one box', () => {
    const { a, b, sync } = pair([page('p1', [text('e1', '<p>The cat</p>'), text('e2', '<p>Sun</p>')])]);
    edit(a, ([p]) => [{ ...p!, elements: p!.elements.map((e) => (e.id === 'e1' ? { ...e, position: { x: 10, y: 20 }, html: '<p>The black cat</p>' } : e)) }]);
    edit(b, ([p]) => [{ ...p!, elements: p!.elements.map((e) => (e.id === 'e2' ? { ...e, position: { x: 99, y: 1 } } : { ...e, html: '<p>The cat sat</p>' })) }]);
    sync();
    const [merged] = readPages(a);
    expect(readPages(b)).toEqual(readPages(a));
    expect(merged!.elements.find((e) => e.id === 'e1')).toMatchObject({ position: { x: 10, y: 20 }, html: '<p>The black cat sat</p>' });
    expect(merged!.elements.find((e) => e.id === 'e2')).toMatchObject({ position: { x: 99, y: 1 } });
  });

  it("keeps the last of two changes of one element's other fields, whole (its text merges apart)", () => {
    const { a, b, sync } = pair([page('p1', [text('e1', 'x')])]);
    edit(a, ([p]) => [{ ...p!, elements: [{ ...p!.elements[0]!, style: { ...p!.elements[0]!.style, color: '#ff0000' } }] }]);
    edit(b, ([p]) => [{ ...p!, elements: [{ ...p!.elements[0]!, style: { ...p!.elements[0]!.style, fontSize: 24 } }] }]);
    sync();
    const style = readPages(a)[0]!.elements[0]!.style;
    expect([{ color: '#ff0000' }, { color: '#000000', fontSize: 24 }]).toContainEqual(style);
    expect(readPages(b)).toEqual(readPages(a));
  });

  it('deletes an element with its text, and brings back one someone deleted while another changed it', () => {
    const { a, b, sync } = pair([page('p1', [text('e1', 'one'), text('e2', 'two')])]);
    edit(a, ([p]) => [{ ...p!, elements: p!.elements.filter((e) => e.id !== 'e1') }]);
    edit(b, ([p]) => [{ ...p!, elements: p!.elements.map((e) => (e.id === 'e2' ? { ...e, html: 'two!' } : e)) }]);
    sync();
    expect(readPages(a)[0]!.elements).toEqual([text('e2', 'two!')]);
    expect(readPages(b)).toEqual(readPages(a));
  });

  it("does not delete an element someone else added meanwhile, and lists each once after both restack", () => {
    const { a, b, sync } = pair([page('p1', [text('e1', '1'), text('e2', '2')])]);
    edit(a, ([p]) => [{ ...p!, elements: [...p!.elements, text('new', 'n')] }]);
    edit(b, ([p]) => [{ ...p!, elements: [p!.elements[1]!, p!.elements[0]!] }]);
    edit(a, ([p]) => [{ ...p!, elements: [p!.elements[1]!, p!.elements[0]!, p!.elements[2]!] }]);
    sync();
    const ids = readPages(a)[0]!.elements.map((e) => e.id);
    expect(ids.sort()).toEqual(['e1', 'e2', 'new']);
    expect(readPages(b)).toEqual(readPages(a));
  });

  it('names the pages a change touched', () => {
    const { a } = pair([page('p1', [text('e1', 'x')]), page('p2')]);
    let touched: ReturnType<typeof touchedPages> | undefined;
    a.on('afterTransaction', (tr: Y.Transaction) => {
      touched = touchedPages(tr);
    });
    edit(a, (pages) => pages.map((p) => (p.id === 'p1' ? { ...p, elements: p.elements.map((e) => ({ ...e, html: 'y' })) } : p)));
    expect([...touched!.pages]).toEqual(['p1']);
    expect(touched!.order).toBe(false);
    edit(a, (pages) => [pages[1]!, pages[0]!]);
    expect(touched!.order).toBe(true);
    expect(readPages(a).map((p) => p.id)).toEqual(['p2', 'p1']);
  });
});
