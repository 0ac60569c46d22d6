import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReaderNote } from '@folio/shared';
import { createStore } from '../../app/store';
import { saveLocalNotes } from '../drawing/annotationStorage';
import { toggleNoteTakingLayer } from '../reader/readerSlice';
import { NotesLayer } from './NotesLayer';

const note: ReaderNote = { id: 'n1', ebook_id: 'book-layer', page_id: 'p1', x: 40, y: 60, text: 'Look at the tide pools', color: null, created_at: '', updated_at: '' };

function show(existing: boolean, store = createStore()) {
  render(
    <Provider store={store}>
      <NotesLayer ebookId="book-layer" pageId="p1" width={400} height={600} scale={1} existing={existing} />
    </Provider>,
  );
  return store;
}

describe('the note layer over a page', () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the reader's existing notes when the book opens, with the note layer off", async () => {
    saveLocalNotes('book-layer', [note]);
    const store = show(true);
    expect(store.getState().reader.noteTakingLayer).toBe(false);
    const pin = await screen.findByRole('button', { name: /Look at the tide pools/ });
    expect(pin.style.left).toBe('40px');
    // Showing notes is not adding them: the page keeps its clicks.
    expect(screen.getByTestId('notes-layer-p1').style.pointerEvents).toBe('none');
  });

  it('loads nothing in a book without notes until the reader turns notes on', async () => {
    const store = show(false);
    expect(screen.queryByTestId('notes-layer-p1')).toBeNull();
    store.dispatch(toggleNoteTakingLayer());
    expect(await screen.findByTestId('notes-layer-p1')).toBeTruthy();
  });
});
