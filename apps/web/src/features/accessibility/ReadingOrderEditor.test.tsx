import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookElement } from '@folio/shared';
import { createStore } from '../../app/store';
import { renderWithStore } from '../../test/render';
import { page } from '../editor/actions/testing';
import { setPages } from '../editor/state/editorSlice';
import { ReadingOrderEditor } from './ReadingOrderEditor';

const words = (id: string, y: number, html: string) => ({ id, type: 'text', position: { x: 20, y }, size: { width: 300, height: 40 }, style: {}, html }) as unknown as BookElement;
// Stacked bottom first: a screen reader would read the lower words first.
const PAGE = page('p1', [words('low', 400, '<p>Lower words</p>'), words('top', 10, '<p>Top words</p>')]);

function editor(readingOrder?: string[]) {
  const store = createStore();
  const shown = { ...PAGE, ...(readingOrder ? { readingOrder } : {}) };
  store.dispatch(setPages([shown]));
  const onChange = vi.fn();
  renderWithStore(<ReadingOrderEditor page={shown} onChange={onChange} />, store);
  return onChange;
}

describe("the page's reading order", () => {
  it('lists the stacking order until the author sets one, and takes the order seen on the page', async () => {
    const onChange = editor();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1.Text: Lower words', '2.Text: Top words']);
    expect(screen.getByText(/Now: the stacking order\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use the order on the page' }));
    expect(onChange).toHaveBeenCalledWith(['top', 'low']);
  });

  it("moves an element up or down the author's order, and goes back to the stacking order", async () => {
    const onChange = editor(['top', 'low']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1.Text: Top words', '2.Text: Lower words']);
    expect((screen.getByRole('button', { name: 'Move up: Text: Top words' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Text: Top words' }));
    expect(onChange).toHaveBeenLastCalledWith(['low', 'top']);
    await userEvent.click(screen.getByRole('button', { name: 'Use the stacking order' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
