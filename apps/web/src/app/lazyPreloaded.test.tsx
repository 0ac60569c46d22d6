import { lazy, Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPreloaded } from './lazyPreloaded';

const Book = () => <p>The book</p>;
const loadBook = () => Promise.resolve({ default: Book });

/** Renders `Component` in a boundary whose fallback says when it is shown; answers what the first render showed. */
function renderFirst(Component: ComponentType) {
  const fallback = vi.fn(() => <p>Loading</p>);
  const Fallback = fallback;
  render(
    <Suspense fallback={<Fallback />}>
      <Component />
    </Suspense>,
  );
  return { firstShown: screen.queryByText('The book') ? 'the book' : 'the fallback', fallback };
}

describe('a lazy component whose code may have arrived', () => {
  it('renders in the same pass once its code has arrived, never showing the fallback', async () => {
    const Component = lazyPreloaded(loadBook);
    await Component.preload();
    const { firstShown, fallback } = renderFirst(Component);
    expect(firstShown).toBe('the book');
    expect(fallback).not.toHaveBeenCalled();
  });

  it("suspends like React's lazy while its code is on its way, and loads it once", async () => {
    const load = vi.fn(loadBook);
    const Component = lazyPreloaded(load);
    const { firstShown } = renderFirst(Component);
    expect(firstShown).toBe('the fallback');
    expect(await screen.findByText('The book')).toBeTruthy();
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is needed: React's own lazy shows the fallback first even when the module has arrived", async () => {
    await loadBook();
    const Component = lazy(loadBook);
    let shown = '';
    await act(async () => {
      shown = renderFirst(Component).firstShown;
    });
    expect(shown).toBe('the fallback');
  });
});
