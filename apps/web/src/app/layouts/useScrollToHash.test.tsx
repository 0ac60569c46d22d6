import { act, render } from '@testing-library/react';
import { memoryRouter } from '../../test/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from './useScrollToHash';

function Page() {
  useScrollToHash();
  return <section id="pricing">Pricing</section>;
}

describe('in-app links to a section', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the section named by the hash, and to the top on a page change', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    const toTop = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = memoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/about'] });
    render(router.element);
    expect(toTop).toHaveBeenCalledWith(0, 0);
    await act(() => router.history.push('/#pricing'));
    expect(scrolled).toEqual(['pricing']);
  });
});
