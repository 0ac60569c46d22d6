import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawnShape, ReaderNote } from '@folio/shared';
import { drawingsKey, loadLocalDrawings, loadLocalNotes, notesKey, saveLocalDrawings, saveLocalNotes } from './annotationStorage';

const shape: DrawnShape = { id: 's1', attrs: { type: 'brush', points: [1, 2, 3, 4], stroke: '#FFFF00', strokeWidth: 5 } };
const note: ReaderNote = { id: 'n1', ebook_id: 'b1', page_id: 'p1', x: 1, y: 2, text: 'Hi', color: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };

describe('the browser store of a visitor\'s notes and drawings', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps drawings and notes per book', () => {
    expect(saveLocalDrawings('b1', { pages: { p1: [shape] }, deleted: { p1: ['old'] } })).toBe(true);
    saveLocalNotes('b1', [note]);
    expect(loadLocalDrawings('b1')).toEqual({ pages: { p1: [shape] }, deleted: { p1: ['old'] } });
    expect(loadLocalNotes('b1')).toEqual([note]);
    expect(loadLocalDrawings('b2')).toEqual({ pages: {}, deleted: {} });
    expect(loadLocalNotes('b2')).toEqual([]);
  });

  it('reads a damaged entry as empty and leaves out damaged shapes and notes of another book', () => {
    window.localStorage.setItem(drawingsKey('b1'), '{not json');
    expect(loadLocalDrawings('b1')).toEqual({ pages: {}, deleted: {} });
    window.localStorage.setItem(drawingsKey('b1'), JSON.stringify({ pages: { p1: [shape, { id: 'x', attrs: { type: 'brush', points: 'no' } }], p2: [{}] } }));
    expect(loadLocalDrawings('b1')).toEqual({ pages: { p1: [shape] }, deleted: {} });
    window.localStorage.setItem(notesKey('b1'), JSON.stringify([note, { ...note, id: 'n2', ebook_id: 'b9' }, { id: 3 }]));
    expect(loadLocalNotes('b1')).toEqual([note]);
  });

  it('answers false instead of throwing when the browser refuses to store', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveLocalNotes('b1', [note])).toBe(false);
    spy.mockRestore();
  });
});
