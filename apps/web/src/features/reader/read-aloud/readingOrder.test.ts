import { describe, expect, it } from 'vitest';
import { inReadingOrder, type BookElement, type BookPage } from '@folio/shared';
import { makeElement } from '../../../elements/testing';
import { readingTextOf } from '../../../elements/readingText';
import { readingItems } from './readingOrder';

const el = (id: string, x: number, y: number, fields: Record<string, unknown> = {}, style: Record<string, unknown> = {}): BookElement =>
  ({ id, type: 'text', position: { x, y }, size: { width: 100, height: 40 }, style, html: `<p>${id}</p>`, ...fields }) as BookElement;
const page = (id: string, elements: BookElement[]): BookPage => ({ id, name: id, elements, layout: { gutter: 50, columns: 2 }, style: {} });

describe('reading order', () => {
  it('reads top to bottom, then left to right within a row', () => {
    const order = inReadingOrder([el('bottom', 0, 500), el('right', 400, 100), el('left', 50, 105), el('top', 300, 10)]);
    expect(order.map((e) => e.id)).toEqual(['top', 'left', 'right', 'bottom']);
  });

  it('reads a row right to left in a right-to-left book', () => {
    const order = inReadingOrder([el('left', 50, 100), el('right', 400, 100)], true);
    expect(order.map((e) => e.id)).toEqual(['right', 'left']);
  });

  it('skips hidden elements', () => {
    expect(inReadingOrder([el('a', 0, 0, {}, { hidden: true }), el('b', 0, 50)]).map((e) => e.id)).toEqual(['b']);
  });

  it("follows the author's reading order where the page has one", () => {
    const pages = [{ ...page('p1', [el('top', 0, 0), el('side', 400, 300), el('low', 0, 500)]), readingOrder: ['low', 'top'] }];
    expect(readingItems(pages, readingTextOf).map((i) => i.id)).toEqual(['low', 'top', 'side']);
  });

  it('lists the items of a spread page after page, without silent elements', () => {
    const pages = [page('p1', [el('b', 0, 300), el('a', 0, 0), { ...el('img', 0, 100), type: 'image' } as BookElement]), page('p2', [el('c', 0, 0)])];
    const textOf = (e: BookElement) => (e.type === 'text' ? String(e.html).replace(/<[^>]+>/g, '') : '');
    expect(readingItems(pages, textOf).map(({ id, text }) => ({ id, text }))).toEqual([
      { id: 'a', text: 'a' },
      { id: 'b', text: 'b' },
      { id: 'c', text: 'c' },
    ]);
  });
});

describe('the parts of an element spoken in their own language', () => {
  it('cuts a block where a passage marked in another language starts and ends, keeping where each part starts', () => {
    const text = makeElement('text', { html: '<p>He said <span lang="fr">bonjour</span> to <b>me</b>.</p><p>Bye <span lang="en-GB">now</span></p>' });
    const [item] = readingItems([page('p', [text])], readingTextOf);
    expect(item!.language).toBe('en');
    // A passage in the book's own language (en-GB in an English book) is no change of voice.
    expect(item!.parts).toEqual([
      { text: 'He said ', at: 0, lang: undefined },
      { text: 'bonjour', at: 8, lang: 'fr' },
      { text: ' to me.', at: 15, lang: undefined },
      { text: 'Bye now', at: 22, lang: undefined },
    ]);
  });

  it("speaks an element marked in another language in it, and an Arabic book's English passage in English", () => {
    const heading = makeElement('heading', { text: 'Hola', lang: 'es' });
    const picture = makeElement('image', { src: '/a.webp', alt: 'Un renard', lang: 'fr', position: { x: 0, y: 300 } });
    const arabic = makeElement('text', { html: '<p>قال لي صديقي <span lang="en">hello</span> في الصباح</p>', position: { x: 0, y: 500 } });
    const items = readingItems([page('p', [heading, picture, arabic])], readingTextOf);
    expect(items.map((i) => i.parts)).toEqual([
      [{ text: 'Hola', at: 0, lang: 'es' }],
      // A picture's description is not drawn as text: spoken in its language, with no words to light.
      [{ text: 'Un renard', lang: 'fr' }],
      [
        { text: 'قال لي صديقي ', at: 0, lang: undefined },
        { text: 'hello', at: 13, lang: 'en' },
        { text: ' في الصباح', at: 18, lang: undefined },
      ],
    ]);
    expect(items[2]!.language).toBe('ar');
  });
});

describe('the words of each element type', () => {
  it('reads text, headings, alt text, quizzes and flashcards, and nothing of shapes or decorative images', () => {
    const at = (x: number, y: number) => ({ position: { x, y } });
    const words = page('p', [
      { ...makeElement('text', { html: '<p>Second <b>line</b></p><ul><li>one</li><li>two</li></ul>' }), ...at(0, 200) },
      { ...makeElement('shape', { shape: 'rectangle' }), ...at(0, 0) },
      { ...makeElement('heading', { text: 'First' }), ...at(0, 10) },
      { ...makeElement('image', { src: '/a.webp', alt: 'A fox' }), ...at(400, 200) },
      { ...makeElement('image', { src: '/b.webp', alt: '', decorative: true }), ...at(0, 300) },
      { ...makeElement('quiz', { question: 'Which?', options: [{ id: 'a', text: 'This', correct: true }, { id: 'b', text: 'That', correct: false }] }), ...at(0, 400) },
      { ...makeElement('flashcards', { cards: [{ id: 'c', front: 'Sun', back: 'Star' }] }), ...at(0, 500) },
      { ...makeElement('heading', { text: 'Hidden' }, { hidden: true }), ...at(0, 0) },
    ]);
    expect(readingItems([words], readingTextOf).map((r) => r.text)).toEqual(['First', 'Second line one two', 'A fox', 'Which?. This. That', 'Sun: Star']);
    expect(readingItems([words], readingTextOf, true).map((r) => r.text).slice(0, 3)).toEqual(['First', 'A fox', 'Second line one two']);
  });
});
