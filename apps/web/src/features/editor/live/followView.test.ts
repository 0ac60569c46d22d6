import { describe, expect, it } from 'vitest';
import { scrollBy, viewAt } from './followView';

describe('a followed view', () => {
  const area = { left: 100, top: 50, width: 800, height: 600 };

  it('is the page point at the middle of the canvas, in page coordinates', () => {
    // The page is drawn at 2× with its corner 100 px left of and 50 px above the area's.
    expect(viewAt(area, { left: 0, top: 0, width: 1600, height: 2000 }, 2)).toEqual({ zoom: 2, x: 250, y: 175 });
  });

  it('scrolls a canvas of another size so that the same page point comes to its middle', () => {
    const view = viewAt(area, { left: 0, top: 0, width: 1600, height: 2000 }, 2);
    const small = { left: 0, top: 0, width: 400, height: 300 };
    const page = { left: 20, top: 20, width: 1600, height: 2000 };
    const { left, top } = scrollBy(view, small, page);
    // After scrolling, the page moves up and left by that much: the view's point is then the middle.
    expect(viewAt(small, { ...page, left: page.left - left, top: page.top - top }, 2)).toEqual(view);
  });
});
