import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderNote } from '@folio/shared';
import { createStore } from '../../app/store';
import { loadLocalNotes, saveLocalNotes } from '../drawing/annotationStorage';
import { NotesPanel } from './NotesPanel';

const note = (id: string, page_id: string, text: string, y = 0): ReaderNote => ({ id, ebook_id: 'book-panel', page_id, x: 0, y, text, color: null, created_at: '', updated_at: '' });
const pages = [{ id: 'p1', name: 'Cover' }, { id: 'p2', name: 'Chapter one' }];

describe("the notes panel (a visitor's notes)", () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the notes in page order with the page name, jumps to the page, and deletes after asking', async () => {
    saveLocalNotes('book-panel', [note('a', 'p2', 'On the second page'), note('b', 'p1', 'Lower on the cover', 50), note('c', 'p1', 'Top of the cover', 10)]);
    const onJump = vi.fn();
    render(
      <Provider store={createStore()}>
        <NotesPanel ebookId="book-panel" pages={pages} onJump={onJump} />
      </Provider>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['CoverTop of the cover', 'CoverLower on the cover', 'Chapter oneOn the second page']);
    expect(screen.getByText('Your notes stay in this browser. Sign in to keep them on every device.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Go to Chapter one: On the second page' }));
    expect(onJump).toHaveBeenCalledWith(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the note “On the second page”' }));
    const confirm = screen.getByRole('group', { name: 'Delete this note?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(loadLocalNotes('book-panel').map((n) => n.id).sort()).toEqual(['b', 'c']);
  });

  it('says what to do when there are no notes', async () => {
    render(
      <Provider store={createStore()}>
        <NotesPanel ebookId="book-empty" pages={pages} onJump={() => {}} />
      </Provider>,
    );
    expect(await screen.findByText('No notes yet. Choose the note tool, then click anywhere on a page.')).toBeTruthy();
  });
});
