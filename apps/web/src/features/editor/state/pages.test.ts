import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { addPage, deletePage, duplicatePage, reorderPages, setPages, switchPage, updatePage } from './editorSlice';
import { el, pg, run, spyWarn, stateWith } from './testing';

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => { warnSpy = spyWarn(); });
afterEach(() => { warnSpy.mockRestore(); });

const three = () => stateWith({ pages: [pg('p', [el('a')]), pg('q', [el('b')]), pg('r', [el('c')])] });
const pageIds = (s: { pages: { id: string }[] }) => s.pages.map((p) => p.id);

describe('editor: adding a page', () => {
  it("appends 'Page N' (N = page count + 1) with gutter 50, 2 columns and an empty style, and makes it current", () => {
    const s = run(stateWith({ ...three(), selectedElements: ['a'], editingElementId: 'a' }), addPage());
    expect(s.pages).toHaveLength(4);
    expect(s.pages[3]).toEqual({ id: expect.any(String), name: 'Page 4', elements: [], layout: { gutter: 50, columns: 2 }, style: {} });
    expect(s.currentPage).toBe(3);
    expect(s.selectedElements).toEqual([]);
    expect(s.editingElementId).toBeNull();
  });

  it('takes the name the screen gives in the interface language instead of the default', () => {
    const s = run(three(), addPage({ name: 'الصفحة 4' }));
    expect(s.pages[3]).toMatchObject({ name: 'الصفحة 4', elements: [], layout: { gutter: 50, columns: 2 } });
  });

  it("names the first page 'Page 1' and gives every page its own id", () => {
    const s = run(stateWith(), addPage(), addPage());
    expect(s.pages.map((p) => p.name)).toEqual(['Page 1', 'Page 2']);
    expect(s.pages[0]!.id).not.toBe(s.pages[1]!.id);
  });
});

describe('editor: switching page', () => {
  it('accepts an index in range and clears the selection and editing element', () => {
    const s = run(stateWith({ ...three(), selectedElements: ['a'], editingElementId: 'a' }), switchPage(2));
    expect(s).toMatchObject({ currentPage: 2, selectedElements: [], editingElementId: null });
  });

  it.each([-1, 3, 1.5])("refuses index %s with 'invalid page index'", (index) => {
    const start = stateWith({ ...three(), currentPage: 1, selectedElements: ['b'] });
    const s = run(start, switchPage(index));
    expect(s).toBe(start);
    expect(warnSpy).toHaveBeenCalledWith('invalid page index', index);
  });
});

describe('editor: deleting a page', () => {
  it('removes the page and clamps the current index when the last page was current', () => {
    const s = run(stateWith({ ...three(), currentPage: 2, selectedElements: ['c'] }), deletePage(2));
    expect(pageIds(s)).toEqual(['p', 'q']);
    expect(s.currentPage).toBe(1);
    expect(s.selectedElements).toEqual([]);
  });

  it('keeps the same page current when an earlier page goes', () => {
    const four = stateWith({ pages: [...three().pages, pg('s')], currentPage: 2, selectedElements: ['c'] });
    const s = run(four, deletePage(0));
    expect(s.currentPage).toBe(1);
    expect(s.pages[s.currentPage]!.id).toBe('r');
    expect(s.selectedElements).toEqual(['c']);
  });

  it("never deletes the last page: 'cannot delete the last page'", () => {
    const start = stateWith({ pages: [pg('p')] });
    const s = run(start, deletePage(0));
    expect(s.pages).toBe(start.pages);
    expect(warnSpy).toHaveBeenCalledWith('cannot delete the last page');
    expect(s.history.past).toHaveLength(0);
  });

  it("warns 'page not found' for an index out of range", () => {
    const s = run(three(), deletePage(7));
    expect(s.pages).toHaveLength(3);
    expect(warnSpy).toHaveBeenCalledWith('page not found', 7);
  });
});

describe('editor: duplicating a page', () => {
  it("inserts '<name> Copy' right after the original, with new ids for the page and all its elements", () => {
    const start = stateWith({ pages: [pg('p', [el('a', { style: { fill: 'red' } }), el('b')], { style: { background: '#fff' } }), pg('q')] });
    const s = run(start, duplicatePage(0));
    expect(pageIds(s).filter((id) => id !== s.pages[1]!.id)).toEqual(['p', 'q']);
    const copy = s.pages[1]!;
    expect(copy.name).toBe('P Copy');
    expect(copy.id).not.toBe('p');
    expect(copy.style).toEqual({ background: '#fff' });
    expect(copy.elements.map((e) => e.style)).toEqual([{ fill: 'red' }, {}]);
    const ids = copy.elements.map((e) => e.id);
    expect(new Set([...ids, 'a', 'b']).size).toBe(4);
  });

  it('keeps the current page on the same page', () => {
    expect(run(stateWith({ ...three(), currentPage: 2 }), duplicatePage(0)).currentPage).toBe(3);
    expect(run(stateWith({ ...three(), currentPage: 0 }), duplicatePage(2)).currentPage).toBe(0);
  });

  it('gives each duplicate its own ids', () => {
    const s = run(three(), duplicatePage(0), duplicatePage(0));
    expect(new Set(s.pages.flatMap((p) => [p.id, ...p.elements.map((e) => e.id)])).size).toBe(10);
  });

  it("warns 'page not found' for an index out of range", () => {
    run(three(), duplicatePage(3));
    expect(warnSpy).toHaveBeenCalledWith('page not found', 3);
  });
});

describe('editor: reordering pages', () => {
  it('applies the order of ids and keeps the current page pointing to the same page id', () => {
    const s = run(stateWith({ ...three(), currentPage: 0 }), reorderPages(['q', 'r', 'p']));
    expect(pageIds(s)).toEqual(['q', 'r', 'p']);
    expect(s.currentPage).toBe(2);
  });

  it.each([
    ['not an array', 'q' as unknown as string[]],
    ['a missing page', ['q', 'p']],
    ['an unknown page', ['q', 'p', 'x']],
    ['a page twice', ['q', 'p', 'p']],
  ])("refuses %s with 'page not found'", (_case, ids) => {
    const start = three();
    const s = run(start, reorderPages(ids));
    expect(s.pages).toBe(start.pages);
    expect(warnSpy).toHaveBeenCalledWith('page not found', ids);
  });
});

describe('editor: setting pages', () => {
  it('loads the pages, resets the current page to 0 and clears the selection, editing element and both clipboards', () => {
    const start = stateWith({ ...three(), currentPage: 2, selectedElements: ['c'], editingElementId: 'c', copiedElement: el('a'), copiedElements: [el('b'), el('c')] });
    const pages = [pg('x'), pg('y')];
    const s = run(start, setPages(pages));
    expect(s).toMatchObject({ pages, currentPage: 0, selectedElements: [], editingElementId: null, copiedElement: null, copiedElements: [] });
  });
});

describe('editor: updating a page', () => {
  it('renames, merges style and layout, and sets or removes its size', () => {
    const start = stateWith({ pages: [pg('p', [], { style: { background: 'red', color: 'blue' } })] });
    let s = run(start, updatePage({ index: 0, changes: { name: 'Intro', style: { background: 'white' }, layout: { columns: 3 }, size: { width: 500, height: 700 } } }));
    expect(s.pages[0]).toMatchObject({ name: 'Intro', style: { background: 'white', color: 'blue' }, layout: { gutter: 50, columns: 3 }, size: { width: 500, height: 700 } });
    s = run(s, updatePage({ index: 0, changes: { size: null } }));
    expect(s.pages[0]).not.toHaveProperty('size');
  });

  it("warns 'page not found' for an index out of range", () => {
    run(three(), updatePage({ index: 5, changes: { name: 'x' } }));
    expect(warnSpy).toHaveBeenCalledWith('page not found', 5);
  });
});
