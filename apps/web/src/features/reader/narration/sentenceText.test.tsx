import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookElement, BookPage } from '@folio/shared';
import { makeElement } from '../../../elements/testing';
import { TextRender } from '../../../elements/text/TextRender';
import { sentenceSpan, sentencesOfPage, textRange } from './sentenceText';

const html = '<p>The cat <b>sat</b> down. It purred!</p><ul><li>One</li><li>Two</li></ul>';
const page = (elements: BookElement[]): BookPage => ({ id: 'p', name: 'p', elements, layout: { gutter: 50, columns: 2 }, style: {} });

describe('sentences of a page, in the editor and in the reader', () => {
  it('should find in the drawn text the sentences the editor listed from the page model', () => {
    const element = makeElement('text', { html });
    const listed = sentencesOfPage(page([element]));
    expect(listed.map((s) => s.text)).toEqual(['The cat sat down.', 'It purred!', 'One', 'Two']);
    // The reader's page draws the element as TextRender does; each listed sentence is found there, word for word.
    const { container } = render(<TextRender element={element} mode="read" />);
    for (const s of listed) expect(textRange(container, sentenceSpan(container, s.sentence, 'en')!)?.toString()).toBe(s.text);
    expect(sentenceSpan(container, 9, 'en')).toBeNull();
  });

  it('should split an Arabic page at its question mark and a Japanese one at 。', () => {
    expect(sentencesOfPage(page([makeElement('text', { html: '<p>هل قرأ الكتاب؟ نعم.</p>' })])).map((s) => s.text)).toEqual(['هل قرأ الكتاب؟', 'نعم.']);
    expect(sentencesOfPage(page([makeElement('heading', { text: '猫が座った。犬が走った。', level: 1 })])).map((s) => s.text)).toEqual(['猫が座った。', '犬が走った。']);
  });
});
