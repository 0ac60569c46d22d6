import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../../../elements/testing';
import { TextRender } from '../../../elements/text/TextRender';
import { readingTextOf } from '../../../elements/readingText';
import { readingItems } from '../read-aloud/readingOrder';
import { lightWord } from './wordHighlight';

/** The Custom Highlight API, which jsdom lacks: highlights are kept by name with their ranges. */
class FakeHighlight extends Set<Range> {
  priority = 0;
  constructor(...ranges: Range[]) {
    super(ranges);
  }
}
const highlights = new Map<string, FakeHighlight>();

beforeEach(() => {
  vi.stubGlobal('Highlight', FakeHighlight);
  // jsdom has no CSS namespace either: element ids here need no escaping.
  vi.stubGlobal('CSS', { highlights, escape: (id: string) => id });
});
afterEach(() => {
  highlights.clear();
  vi.unstubAllGlobals();
});

const lit = () => [...(highlights.get('folio-narration-word') ?? [])].map((range) => range.toString());

describe('the word being spoken, lit on the page', () => {
  it('lights the word of the drawn element at its offsets, as read-aloud counts them, above the sentence, and clears it', () => {
    const element = makeElement('text', { html: '<p>He said <span lang="fr">bonjour</span> to <b>me</b>.</p><p>It purred.</p>' });
    const { container } = render(
      <div data-page-index="0">
        <div data-element-id={element.id}>
          <TextRender element={element} mode="read" />
        </div>
      </div>,
    );
    // The French passage where read-aloud's parts say it starts.
    const french = readingItems([{ id: 'p', name: 'p', elements: [element], layout: { gutter: 50, columns: 2 }, style: {} }], readingTextOf)[0]!.parts![1]!;
    lightWord(container, { id: element.id, start: french.at!, end: french.at! + french.text.length });
    expect(lit()).toEqual(['bonjour']);
    expect(highlights.get('folio-narration-word')!.priority).toBeGreaterThan(0);
    lightWord(container, { id: element.id, start: 19, end: 21 });
    expect(lit()).toEqual(['me']);
    // The second paragraph's first word: offsets count letters with nothing between blocks.
    lightWord(container, { id: element.id, start: 22, end: 24 });
    expect(lit()).toEqual(['It']);
    lightWord(container, null);
    expect(highlights.has('folio-narration-word')).toBe(false);
  });
});
