import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookDrawings, DrawingChange, DrawnShape } from '@folio/shared';
import { addShape, deleteShape, drawingReducer, undo } from './drawingSlice';
import { DrawingSync, type DrawingBackend } from './drawingSync';
import { applyChanges, type StoredDrawings } from './merge';

const BOOK = 'b1';
const shape = (id: string): DrawnShape => ({ id, attrs: { type: 'brush', points: [0, 0, 1, 1], stroke: '#FFFF00', strokeWidth: 5 } });

/** A server that merges like the real one, with calls recorded and failures on demand. */
function fakeServer() {
  let stored: StoredDrawings = { pages: {}, deleted: {} };
  const saves: DrawingChange[][] = [];
  let failNext: unknown[] = [];
  const backend: DrawingBackend = {
    load: async () => stored.pages,
    save: async (changes) => {
      saves.push(changes);
      const failure = failNext.shift();
      if (failure) throw failure;
      stored = applyChanges(stored, changes);
      return Object.fromEntries(changes.map((c) => [c.page_id, stored.pages[c.page_id] ?? []]));
    },
  };
  return { backend, saves, pages: () => stored.pages, fail: (...errors: unknown[]) => void (failNext = errors) };
}

/** A tab: its own store and sync against the given backend. */
function tab(backend: DrawingBackend) {
  const store = configureStore({ reducer: { drawing: drawingReducer } });
  const sync = new DrawingSync(backend);
  sync.attach({
    read: () => store.getState().drawing.drawings[BOOK] ?? {},
    write: (drawings: BookDrawings) => void store.dispatch({ type: 'drawing/setDrawings', payload: { ebookId: BOOK, drawings } }),
    subscribe: (l) => store.subscribe(l),
  });
  const ids = (pageId = 'p1') => (store.getState().drawing.drawings[BOOK]?.[pageId] ?? []).map((s) => s.id);
  const draw = (id: string, pageId = 'p1') => store.dispatch(addShape({ ebookId: BOOK, pageId, shape: shape(id) }));
  return { store, sync, ids, draw };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('DrawingSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the kept drawings, then sends only the changed shapes after a quiet 800 ms', async () => {
    const server = fakeServer();
    await server.backend.save([{ page_id: 'p1', id: 'kept', attrs: shape('kept').attrs, position: 0 }]);
    server.saves.length = 0;
    const a = tab(server.backend);
    await settle();
    expect(a.ids()).toEqual(['kept']);

    a.draw('s1');
    a.draw('s2');
    await vi.advanceTimersByTimeAsync(700);
    expect(server.saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(server.saves).toHaveLength(1);
    expect(server.saves[0]!.map((c) => [c.id, c.position])).toEqual([['s1', 1], ['s2', 2]]);
    expect(a.sync.getStatus()).toBe('saved');

    a.store.dispatch(undo({ ebookId: BOOK, pageId: 'p1' }));
    await vi.advanceTimersByTimeAsync(800);
    expect(server.saves[1]).toEqual([{ page_id: 'p1', id: 's2', deleted: true, position: 0 }]);
    expect(server.pages().p1!.map((s) => s.id)).toEqual(['kept', 's1']);
  });

  it('keeps the strokes of two tabs that save different shapes', async () => {
    const server = fakeServer();
    const a = tab(server.backend);
    const b = tab(server.backend);
    await settle();
    a.draw('from-a');
    b.draw('from-b');
    await vi.advanceTimersByTimeAsync(800);
    // The second save's answer holds both shapes; the first tab sees the other's after its next load.
    expect(server.pages().p1!.map((s) => s.id).sort()).toEqual(['from-a', 'from-b']);
    expect(b.ids().sort()).toEqual(['from-a', 'from-b']);
    await a.sync.reload();
    expect(a.ids().sort()).toEqual(['from-a', 'from-b']);
  });

  it('keeps a stroke drawn while a save is on its way, and sends it next', async () => {
    const server = fakeServer();
    let release: () => void = () => {};
    const slow: DrawingBackend = {
      load: server.backend.load,
      save: async (changes) => {
        await new Promise<void>((resolve) => (release = resolve));
        return server.backend.save(changes);
      },
    };
    const a = tab(slow);
    await settle();
    a.draw('first');
    await vi.advanceTimersByTimeAsync(800);
    a.draw('during');
    release();
    await settle();
    expect(a.ids()).toEqual(['first', 'during']);
    await vi.advanceTimersByTimeAsync(800);
    release();
    await settle();
    expect(server.pages().p1!.map((s) => s.id)).toEqual(['first', 'during']);
  });

  it('keeps the changes of a failed save and tries again, more slowly each time', async () => {
    const server = fakeServer();
    const a = tab(server.backend);
    await settle();
    server.fail(new Error('offline'), new Error('offline'));
    a.draw('s1');
    await vi.advanceTimersByTimeAsync(800);
    expect(a.sync.getStatus()).toBe('retrying');
    expect(a.ids()).toEqual(['s1']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.saves).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.saves).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves).toHaveLength(3);
    expect(server.pages().p1!.map((s) => s.id)).toEqual(['s1']);
    expect(a.sync.getStatus()).toBe('saved');
  });

  it('does not send again what the server refused for good (422), and stops for a book it may not keep (404)', async () => {
    const server = fakeServer();
    const a = tab(server.backend);
    await settle();
    server.fail({ status: 422 });
    a.draw('bad');
    await vi.advanceTimersByTimeAsync(800);
    expect(a.sync.getStatus()).toBe('refused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.saves).toHaveLength(1);
    expect(a.ids()).toEqual(['bad']);

    server.fail({ status: 404 });
    a.store.dispatch(deleteShape({ ebookId: BOOK, pageId: 'p1', id: 'bad' }));
    await vi.advanceTimersByTimeAsync(800);
    expect(a.sync.getStatus()).toBe('unavailable');
    a.draw('more');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.saves).toHaveLength(2);
  });

  it('sends what is pending when detached, from its own copy of the book', async () => {
    const server = fakeServer();
    const a = tab(server.backend);
    await settle();
    a.draw('last');
    a.sync.detach();
    await settle();
    expect(server.pages().p1!.map((s) => s.id)).toEqual(['last']);
  });
});
