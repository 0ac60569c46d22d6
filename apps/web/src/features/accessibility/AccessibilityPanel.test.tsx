import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { checkBook, type BookElement, type BookPage } from '@folio/shared';
import { createStore } from '../../app/store';
import { renderWithStore } from '../../test/render';
import { serve } from '../ebooks/testing';
import { page } from '../editor/actions/testing';
import { setPages, updateElement } from '../editor/state/editorSlice';
import { OnItsOwn } from '../editor/topbar/testing';
import { setSize } from '../scale/scaleSlice';
import { AccessibilityButton } from './AccessibilityButton';
import { AccessibilitySection } from './AccessibilitySection';

const at = (id: string, y: number, fields: Record<string, unknown>): BookElement =>
  ({ id, position: { x: 20, y }, size: { width: 400, height: 80 }, style: { fontSize: 16, color: '#111827' }, ...fields }) as unknown as BookElement;
const PAGES: BookPage[] = [
  page('Cover', [at('title', 0, { type: 'heading', text: 'The fox', level: 1, style: { fontSize: 32, color: '#111827' } })]),
  page('Forest', [
    at('pic', 0, { type: 'image', src: '/uploads/image/a.webp', alt: '' }),
    at('sound', 120, { type: 'audio', src: '/uploads/audio/a.mp3' }),
  ]),
];

function editor(address = '/ebooks/edit/b1') {
  const store = createStore();
  store.dispatch(setPages(PAGES));
  renderWithStore(
    <MemoryRouter initialEntries={[address]}>
      <OnItsOwn Button={AccessibilityButton} />
    </MemoryRouter>,
    store,
  );
  return store;
}

describe('the accessibility panel', () => {
  it('lists the problems page by page with their severity, goes to each, and follows the edits live', async () => {
    const user = userEvent.setup();
    const store = editor();
    await user.click(await screen.findByRole('button', { name: 'Accessibility: 2 problems' }));
    const panel = await screen.findByRole('dialog', { name: 'Accessibility' });
    expect(within(panel).getByText('1 serious problem')).toBeTruthy();
    expect(within(panel).getByText('1 warning')).toBeTruthy();
    const forest = within(panel).getByRole('region', { name: 'Page 2: Forest' });
    expect(within(forest).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Serious:Picture without a descriptionGo to',
      'Warning:Sound without a transcriptGo to',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Go to: Picture without a description (page 2)' }));
    expect(store.getState().editor.currentPage).toBe(1);
    expect(store.getState().editor.selectedElements).toEqual(['pic']);

    // The author describes the picture: the panel says so at once, and the button counts one problem.
    act(() => void store.dispatch(updateElement({ id: 'pic', changes: { alt: 'A fox under a tree' } as Partial<BookElement> })));
    expect(within(panel).queryByText('Picture without a description')).toBeNull();
    expect(within(panel).getByText('0 serious problems')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accessibility: 1 problem' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("warns of a text reaching past the edge of the book's page", async () => {
    const user = userEvent.setup();
    const store = editor();
    act(() => {
      store.dispatch(setSize({ width: 600, height: 800 }));
      store.dispatch(setPages([page('Edge', [{ ...at('past', 100, { type: 'text', html: '<p>Words</p>' }), position: { x: 300, y: 100 } }])]));
    });
    await user.click(await screen.findByRole('button', { name: 'Accessibility: 1 problem' }));
    const edge = within(await screen.findByRole('dialog', { name: 'Accessibility' })).getByRole('region', { name: 'Page 1: Edge' });
    expect(within(edge).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Warning:Text reaches past the edge of the pageGo to']);
  });

  it("opens on the page and the element an address names (the admin page's links)", async () => {
    const store = editor('/ebooks/edit/b1?page=Forest&element=sound');
    await screen.findByRole('button', { name: 'Accessibility: 2 problems' });
    expect(store.getState().editor.currentPage).toBe(1);
    expect(store.getState().editor.selectedElements).toEqual(['sound']);
  });
});

describe("the book page's accessibility section", () => {
  it("shows the server's counts and links each problem into the editor at its element", async () => {
    serve((key) => (key === 'GET /admin/ebooks/b1/accessibility' ? [200, { data: checkBook(PAGES) }] : undefined));
    renderWithStore(
      <MemoryRouter>
        <AccessibilitySection bookId="b1" />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Accessibility' });
    expect(await within(section).findByText('Submitting for approval is blocked until the serious problems are fixed.')).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'Fix in the editor: Picture without a description' });
    expect(link.getAttribute('href')).toBe('/ebooks/edit/b1?page=Forest&element=pic');
  });
});
