import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { BookPage } from '@folio/shared';
import { createStore } from '../../../app/store';
import { setPages } from '../state/editorSlice';
import { PreviewView } from './PreviewView';

const page = (id: string, name: string, elements: BookPage['elements']): BookPage => ({ id, name, layout: { gutter: 50, columns: 2 }, style: {}, elements });
const pages: BookPage[] = [
  page('cover', 'Cover', [
    { id: 'h1', type: 'heading', position: { x: 50, y: 50 }, size: { width: 400, height: 60 }, style: {}, text: 'Rock Pools', level: 1 },
    { id: 'go', type: 'link', position: { x: 50, y: 200 }, size: { width: 200, height: 48 }, style: {}, text: 'Meet the crabs', page: 'crabs' },
  ]),
  page('intro', 'Introduction', []),
  page('crabs', 'Crabs', [{ id: 'h3', type: 'heading', position: { x: 50, y: 50 }, size: { width: 400, height: 60 }, style: {}, text: 'Crabs', level: 1 }]),
];

function preview() {
  const store = createStore();
  store.dispatch(setPages(pages));
  render(
    <Provider store={store}>
      <PreviewView />
    </Provider>,
  );
  return store;
}

describe("the editor's preview", () => {
  it('follows a link to another page of the book, and the editor comes back to that page', async () => {
    const store = preview();
    expect(screen.getByRole('heading', { name: 'Rock Pools' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Meet the crabs' }));
    expect(screen.getByRole('heading', { name: 'Crabs' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rock Pools' })).toBeNull();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(store.getState().editor.currentPage).toBe(2);
  });

  it('follows a link from the keyboard, and the keyboard goes on from the page it led to', async () => {
    preview();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Meet the crabs' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Crabs' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Preview' }).contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous page' }));
  });

  it('turns pages with its previous and next buttons', async () => {
    preview();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('heading', { name: 'Rock Pools' })).toBeTruthy();
  });
});
