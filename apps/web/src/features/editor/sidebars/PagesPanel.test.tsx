import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorStore, element, page } from '../actions/testing';
import { switchPage } from '../state/editorSlice';
import { PagesPanel } from './PagesPanel';

/**
 * An IntersectionObserver that reports what the test says: `show(i)` puts the i-th list item near the
 * visible part of the list.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static show(...items: Element[]) {
    for (const observer of FakeObserver.all) {
      const entries = items.filter((item) => observer.targets.has(item)).map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) act(() => observer.report(entries, observer as unknown as IntersectionObserver));
    }
  }
}

const BOOK = Array.from({ length: 40 }, (_, i) => page(`p${i + 1}`, [element(`e${i + 1}`, 10)]));

function openList() {
  const editor = editorStore(BOOK);
  render(
    <Provider store={editor.store}>
      <PagesPanel />
    </Provider>,
  );
  const list = screen.getByRole('list', { name: 'Pages' });
  const items = () => [...list.querySelectorAll('[data-page-id]')];
  return { ...editor, list, items };
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

// The first render loads drag and drop and the element views: slow on a busy machine.
describe('the page list of a long book', { timeout: 20_000 }, () => {
  it('lists every page, but draws and makes sortable only the pages near the visible part of the list', async () => {
    const { list, items } = openList();
    expect(items()).toHaveLength(40);
    expect(within(list).getByRole('button', { name: 'Page 40: p40' })).toBeTruthy();
    // Nothing seen yet: no thumbnail is drawn, and the current page has no drag handle.
    expect(list.querySelectorAll('[data-element-id]')).toHaveLength(0);
    expect(within(list).queryByRole('button', { name: 'Move page 1' })).toBeNull();

    FakeObserver.show(...items().slice(0, 4));
    await waitFor(() => expect([...list.querySelectorAll('[data-element-id]')].map((e) => e.getAttribute('data-element-id'))).toEqual(['e1', 'e2', 'e3', 'e4']));
    expect(within(list).getByRole('button', { name: 'Move page 1' })).toBeTruthy();
  });

  it('shows the buttons of a page far down the list once it is seen', async () => {
    const { store, list, items } = openList();
    store.dispatch(switchPage(29));
    fireEvent.pointerEnter(items()[29]!);
    expect(within(list).queryByRole('button', { name: 'Move page 30' })).toBeNull();
    FakeObserver.show(items()[29]!);
    expect(await within(list).findByRole('button', { name: 'Move page 30' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Duplicate page 30' })).toBeTruthy();
  });
});
