import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookPage, PagesSave } from '@folio/shared';
import type { ApiError } from '../../../http/client';
import { AutosaveController, type AutosaveDeps } from './controller';
import type { Draft } from './draftStore';
import { classifySaveError } from './failure';

const page = (id: string, name = id): BookPage => ({ id, name, elements: [], layout: { gutter: 50, columns: 2 }, style: {} });
const rename = (pages: readonly BookPage[], i: number, name: string) => pages.map((p, j) => (j === i ? { ...p, name } : p));

/** A save refused by the server, as the data layer rejects with it (http/baseQuery.ts). */
const httpError = (status: number, data: unknown): ApiError => ({ status, data, message: 'Request failed. Please try again.' });
/** A save that got no answer. */
const networkError = (): ApiError => ({ status: null, data: null, message: 'Request failed. Please try again.' });

function setup(put: (save: PagesSave) => Promise<number>, online = () => true) {
  const drafts: (Draft | null)[] = [];
  let saves = 0;
  const deps: AutosaveDeps = {
    put: vi.fn(put),
    writeDraft: vi.fn(async (d: Draft) => void drafts.push(d)),
    clearDraft: vi.fn(async () => void drafts.push(null)),
    isOnline: online,
    now: () => 1000,
    newSaveId: () => `save-${(saves += 1)}`,
  };
  const base = [page('a'), page('b')];
  const controller = new AutosaveController(deps, { pages: base, version: 1 });
  return { controller, deps, base, drafts, lastDraft: () => drafts.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('saves a moment after the last change, only the changed page, against the version it was based on', async () => {
    const { controller, deps, base } = setup(async () => 2);
    const edited = rename(base, 1, 'B!');
    controller.change(rename(base, 1, 'B'));
    controller.change(edited);
    expect(controller.getState()).toMatchObject({ status: 'pending', unsaved: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(deps.put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.put).toHaveBeenCalledExactlyOnceWith({ version: 1, pages: [edited[1]], order: ['a', 'b'], save_id: 'save-1' });
    expect(controller.getState()).toMatchObject({ status: 'saved', unsaved: false, version: 2, lastSavedAt: 1000 });
  });

  it('keeps a browser copy until the save lands, then clears it', async () => {
    const { controller, base, lastDraft } = setup(async () => 2);
    const edited = rename(base, 0, 'A!');
    controller.change(edited);
    await vi.advanceTimersByTimeAsync(300);
    expect(lastDraft()).toEqual({ pages: edited, version: 1, savedAt: 1000 });
    await vi.advanceTimersByTimeAsync(700);
    expect(lastDraft()).toBeNull();
  });

  it('sends changes made during a save in the next save, against the new version', async () => {
    let answer!: (v: number) => void;
    const { controller, deps, base } = setup(() => new Promise<number>((resolve) => (answer = resolve)));
    const first = rename(base, 0, 'A1');
    controller.change(first);
    await vi.advanceTimersByTimeAsync(1000);
    const second = rename(first, 1, 'B1');
    controller.change(second);
    expect(controller.getState().status).toBe('saving');
    answer(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ status: 'pending', version: 2, unsaved: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.put).toHaveBeenLastCalledWith({ version: 2, pages: [second[1]], order: ['a', 'b'], save_id: 'save-2' });
  });

  it('saves at once when asked (Ctrl+S)', async () => {
    const { controller, deps, base } = setup(async () => 2);
    controller.change(rename(base, 0, 'A!'));
    await controller.flush();
    expect(deps.put).toHaveBeenCalledOnce();
    expect(controller.getState().status).toBe('saved');
  });

  it('goes back to saved, with nothing sent, when a change is undone before the save', async () => {
    const { controller, deps, base } = setup(async () => 2);
    controller.change(rename(base, 0, 'A!'));
    controller.change(base);
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.put).not.toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ status: 'saved', unsaved: false });
  });
});

describe('autosave when the server cannot be reached', () => {
  it('waits while the browser is offline and saves when it is back', async () => {
    let online = false;
    const { controller, deps, base } = setup(async () => 2, () => online);
    controller.change(rename(base, 0, 'A!'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.put).not.toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ status: 'offline', unsaved: true });
    online = true;
    controller.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.put).toHaveBeenCalledOnce();
    expect(controller.getState().status).toBe('saved');
  });

  it('keeps the browser copy and retries after a network error', async () => {
    let calls = 0;
    const { controller, deps, base, lastDraft } = setup(async () => {
      calls += 1;
      if (calls === 1) throw networkError();
      return 2;
    });
    const edited = rename(base, 0, 'A!');
    controller.change(edited);
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().status).toBe('offline');
    expect(lastDraft()?.pages).toEqual(edited);
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.put).toHaveBeenCalledTimes(2);
    expect(controller.getState().status).toBe('saved');
    expect(lastDraft()).toBeNull();
  });

  it('sends a save that got no answer again as it was, with the same save id, and the changes made meanwhile after it', async () => {
    let calls = 0;
    const { controller, deps, base } = setup(async () => {
      calls += 1;
      if (calls === 1) throw networkError();
      return calls;
    });
    const first = rename(base, 0, 'A!');
    controller.change(first);
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().status).toBe('offline');
    // More work while the first save's fate is unknown.
    const second = rename(first, 1, 'B!');
    controller.change(second);
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.put).toHaveBeenNthCalledWith(1, { version: 1, pages: [first[0]], order: ['a', 'b'], save_id: 'save-1' });
    expect(deps.put).toHaveBeenNthCalledWith(2, { version: 1, pages: [first[0]], order: ['a', 'b'], save_id: 'save-1' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.put).toHaveBeenNthCalledWith(3, { version: 2, pages: [second[1]], order: ['a', 'b'], save_id: 'save-2' });
    expect(controller.getState()).toMatchObject({ status: 'saved', version: 3, unsaved: false });
  });

  it('sends a save that got no answer again even when its change was undone meanwhile (it may have been written)', async () => {
    let calls = 0;
    const { controller, deps, base } = setup(async () => {
      calls += 1;
      if (calls === 1) throw networkError();
      return calls;
    });
    controller.change(rename(base, 0, 'A!'));
    await vi.advanceTimersByTimeAsync(1000);
    controller.change(base);
    expect(controller.getState()).toMatchObject({ status: 'offline', unsaved: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.put).toHaveBeenNthCalledWith(2, expect.objectContaining({ version: 1, save_id: 'save-1' }));
    // Then the undo goes out too.
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.put).toHaveBeenNthCalledWith(3, { version: 2, pages: [base[0]], order: ['a', 'b'], save_id: 'save-2' });
  });

  it('says a book refused as too large is too large, keeps the browser copy and tries again only after the next change', async () => {
    const { controller, deps, base, lastDraft } = setup(async () => {
      throw httpError(413, { message: 'This book is too large to save.', bytes: 24_536_678, max_bytes: 20_971_520 });
    });
    const edited = rename(base, 0, 'A!');
    controller.change(edited);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.put).toHaveBeenCalledOnce();
    expect(controller.getState()).toMatchObject({ status: 'tooLarge', tooLarge: { bytes: 24_536_678, maxBytes: 20_971_520 }, unsaved: true });
    expect(lastDraft()?.pages).toEqual(edited);
    controller.change(rename(edited, 1, 'Smaller'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.put).toHaveBeenCalledTimes(2);
  });

  it('says the sign-in has ended (401), keeps the browser copy and tries again only after the next change', async () => {
    const { controller, deps, base, lastDraft } = setup(async () => {
      throw httpError(401, { message: 'Unauthenticated.' });
    });
    const edited = rename(base, 0, 'A!');
    controller.change(edited);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.put).toHaveBeenCalledOnce();
    expect(controller.getState()).toMatchObject({ status: 'signedOut', unsaved: true });
    expect(lastDraft()?.pages).toEqual(edited);
    controller.change(rename(edited, 1, 'More'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.put).toHaveBeenCalledTimes(2);
  });

  it('shows a refused save as an error with the server message, without retrying', async () => {
    const { controller, deps, base } = setup(async () => {
      throw httpError(422, { message: 'The given data was invalid.' });
    });
    controller.change(rename(base, 0, 'A!'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.put).toHaveBeenCalledOnce();
    expect(controller.getState()).toMatchObject({ status: 'error', message: 'The given data was invalid.', unsaved: true });
  });
});

describe('autosave conflicts (409)', () => {
  const conflicted = async () => {
    const put = vi.fn<(save: PagesSave) => Promise<number>>(async () => {
      throw httpError(409, { message: 'This book was changed elsewhere.', version: 7 });
    });
    const s = setup(put);
    const edited = rename(s.base, 0, 'Mine');
    s.controller.change(edited);
    await vi.advanceTimersByTimeAsync(1000);
    return { ...s, put, edited };
  };

  it('stops saving and says conflict, with the server version, never overwriting on its own', async () => {
    const { controller, put, edited, lastDraft } = await conflicted();
    expect(controller.getState()).toMatchObject({ status: 'conflict', theirVersion: 7, version: 1, unsaved: true });
    controller.change(rename(edited, 1, 'More'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(put).toHaveBeenCalledOnce();
    expect(controller.getState().status).toBe('conflict');
    expect(lastDraft()?.pages[1]?.name).toBe('More');
    await controller.flush();
    expect(put).toHaveBeenCalledOnce();
  });

  it('overwrites knowingly: every page that differs from theirs, against their version', async () => {
    const { controller, put, edited } = await conflicted();
    put.mockResolvedValueOnce(8);
    // Theirs: a page of ours renamed by them, one page like ours, one page we never had.
    const theirs = [page('a', 'Theirs'), page('b'), page('z')];
    await controller.overwrite(theirs, 7);
    expect(put).toHaveBeenLastCalledWith({ version: 7, pages: [edited[0]], order: ['a', 'b'], save_id: 'save-2' });
    expect(controller.getState()).toMatchObject({ status: 'saved', version: 8, theirVersion: null, unsaved: false });
  });

  it('does not overwrite without a conflict', async () => {
    const { controller, deps } = setup(async () => 2);
    await controller.overwrite([page('a', 'X')], 5);
    expect(deps.put).not.toHaveBeenCalled();
  });

  it('reloads theirs: the editor starts again from the server pages and forgets the browser copy', async () => {
    const { controller, put, lastDraft } = await conflicted();
    const theirs = [page('a', 'Theirs'), page('b')];
    controller.reset(theirs, 7);
    expect(controller.getState()).toMatchObject({ status: 'saved', version: 7, unsaved: false, theirVersion: null });
    expect(lastDraft()).toBeNull();
    put.mockResolvedValueOnce(8);
    const next = rename(theirs, 1, 'B!');
    controller.change(next);
    await vi.advanceTimersByTimeAsync(1000);
    expect(put).toHaveBeenLastCalledWith({ version: 7, pages: [next[1]], order: ['a', 'b'], save_id: 'save-2' });
  });
});

describe('classifySaveError', () => {
  it('reads a 413 as too large, with the sizes when the server gives them', () => {
    expect(classifySaveError(httpError(413, { message: 'x', bytes: 30, max_bytes: 20 }))).toEqual({ kind: 'tooLarge', bytes: 30, maxBytes: 20 });
    expect(classifySaveError(httpError(413, { message: 'The request body is too large.' }))).toEqual({ kind: 'tooLarge', bytes: null, maxBytes: null });
  });
  it('reads a 409 as a conflict with the current version', () => {
    expect(classifySaveError(httpError(409, { message: 'x', version: 5 }))).toEqual({ kind: 'conflict', version: 5 });
    expect(classifySaveError(httpError(409, { message: 'x' }))).toEqual({ kind: 'conflict', version: null });
  });
  it('reads no answer, or a gateway answering for the server, as offline', () => {
    expect(classifySaveError(networkError())).toEqual({ kind: 'offline' });
    expect(classifySaveError(httpError(503, {}))).toEqual({ kind: 'offline' });
  });
  it('reads a 401 as signed out', () => {
    expect(classifySaveError(httpError(401, { message: 'Unauthenticated.' }))).toEqual({ kind: 'signedOut' });
  });
  it('reads any other refusal as a failure with its message', () => {
    expect(classifySaveError(httpError(403, { message: 'No.' }))).toEqual({ kind: 'failed', message: 'No.' });
    expect(classifySaveError(new Error('boom'))).toEqual({ kind: 'failed', message: 'boom' });
  });
});
