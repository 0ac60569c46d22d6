import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DrawnShape } from '@folio/shared';
import { createStore } from '../../app/store';
import { addShape } from './drawingSlice';
import { DrawingTools } from './DrawingTools';

const shape = (id: string): DrawnShape => ({ id, attrs: { type: 'line', points: [0, 0, 5, 5], stroke: '#FFFF00', strokeWidth: 5 } });

function setup() {
  const store = createStore();
  render(
    <Provider store={store}>
      <DrawingTools ebookId="tools-book" pageIds={['p1', 'p2']} />
    </Provider>,
  );
  const page = (id: string) => store.getState().drawing.drawings['tools-book']?.[id]?.map((s) => s.id) ?? [];
  return { store, page };
}

describe('the drawing toolbar', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts on the brush in #FFFF00 at size 5 and switches tool, colour and size', async () => {
    const { store } = setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Drawing tools' });
    expect(within(toolbar).getByRole('button', { name: 'Brush' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(toolbar).getByRole('button', { name: 'Yellow' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('slider', { name: 'Size' }) as HTMLInputElement).value).toBe('5');

    await userEvent.click(screen.getByRole('button', { name: 'Ellipse' }));
    await userEvent.click(screen.getByRole('button', { name: 'Blue' }));
    expect(store.getState().drawing).toMatchObject({ tool: 'ellipse', brushColor: '#00BFFF' });
    expect(screen.getByRole('button', { name: 'Ellipse' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Brush' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("undoes the last shape of the page and clears the page and the book only after confirming", async () => {
    const { store, page } = setup();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    for (const id of ['a', 'b']) store.dispatch(addShape({ ebookId: 'tools-book', pageId: 'p1', shape: shape(id) }));
    store.dispatch(addShape({ ebookId: 'tools-book', pageId: 'p2', shape: shape('c') }));

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(page('p1')).toEqual(['a']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear page' }));
    const pageDialog = await screen.findByRole('alertdialog', { name: 'Clear this page?' });
    await userEvent.click(within(pageDialog).getByRole('button', { name: 'Cancel' }));
    expect(page('p1')).toEqual(['a']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear page' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear page' }));
    expect(page('p1')).toEqual([]);
    expect(page('p2')).toEqual(['c']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear book' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Clear the whole book?' })).getByRole('button', { name: 'Clear book' }));
    expect(store.getState().drawing.drawings['tools-book']).toEqual({});
  });
});
