import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FullScreenSpinner } from './FullScreenSpinner';
import indexHtml from '../../index.html?raw';

/** What makes the spinner look as it does: its boxes' classes, its book icon's strokes, and its words. */
function looks(spinner: Element) {
  return {
    role: spinner.getAttribute('role'),
    boxes: [spinner, ...spinner.querySelectorAll('div, span:not(.sr-only)')].map((box) => box.getAttribute('class')),
    icon: [...spinner.querySelectorAll('svg path')].map((path) => path.getAttribute('d')),
    iconSize: spinner.querySelector('svg')?.classList.contains('size-8'),
    label: spinner.querySelector('.sr-only')?.textContent,
  };
}

describe('the full-screen spinner (spec §2: shown while a screen loads, with a book icon)', () => {
  it("is the one the page's HTML shows before the app has rendered (index.html), to the stroke", () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const fromHtml = page.getElementById('app-starting');
    expect(fromHtml).not.toBeNull();
    const { container } = render(<FullScreenSpinner />);
    const fromApp = container.firstElementChild!;
    expect(looks(fromHtml!)).toEqual(looks(fromApp));
    expect(looks(fromApp).icon).toHaveLength(2);
    expect(looks(fromApp).label).toBe('Loading…');
  });
});
