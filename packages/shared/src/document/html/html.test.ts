import { describe, expect, it } from 'vitest';
import type { BookElement, BookPage } from '../page-schema.ts';
import { ELEMENT_HTML, type StaticHtmlContext } from './elements.ts';
import { pageToHtml } from './page.ts';

const makeElement = (type: BookElement['type'], fields: Record<string, unknown> = {}, style: Record<string, unknown> = {}): BookElement => ({
  id: `${type}-1`,
  type,
  position: { x: 10, y: 20 },
  size: { width: 300, height: 200 },
  style,
  ...fields,
});

const ctx: StaticHtmlContext = {
  richText: (html) => `[clean:${html.length}]`,
  fileUrl: (path) => `files${path}`,
  labels: { watchOn: (provider) => `Watch on ${provider}`, audio: 'Audio', video: 'Video' },
};
const htmlOf = (element: BookElement) => ELEMENT_HTML[element.type](element, ctx);

describe('static HTML of elements', () => {
  it('should give rich text to the cleaner of where it is made, with the text styles checked', () => {
    const html = htmlOf(makeElement('text', { html: '<p>Hi</p>' }, { fontSize: 20, color: 'url(https://tracker.example/c.png)' }));
    expect(html).toBe('<div dir="auto" style="font-size:20px">[clean:9]</div>');
  });

  it('should escape text in every other type', () => {
    const evil = '<img src=x onerror=alert(1)>"\'';
    const elements = [
      makeElement('heading', { text: evil, level: 1 }),
      makeElement('image', { src: '/uploads/image/a.webp', alt: evil }),
      makeElement('link', { text: evil, url: 'https://example.org' }),
      makeElement('quiz', { question: evil, options: [{ id: 'a', text: evil, correct: true }], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1 }),
      makeElement('flashcards', { cards: [{ id: 'c', front: evil, back: evil }] }),
      makeElement('audio', { src: '/uploads/audio/a.mp3', title: evil }),
      makeElement('embed', { url: 'https://youtu.be/dQw4w9WgXcQ', title: evil }),
    ];
    for (const element of elements) {
      const html = htmlOf(element);
      // Attribute values are quoted with every quote inside escaped: without them, no tag may carry a handler.
      expect(html.replace(/"[^"]*"/g, '""'), element.type).not.toMatch(/<[a-z][^>]*\son\w+=|<img src=x/i);
      expect(html, element.type).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });

  it('should be well-formed XML as well as HTML: void elements close themselves, every attribute has a value', () => {
    const image = htmlOf(makeElement('image', { src: '/uploads/image/a.webp', alt: 'A fox', decorative: false }));
    expect(image).toMatch(/^<img src="files\/uploads\/image\/a.webp" alt="A fox" style="[^"]+"\/>$/);
    expect(htmlOf(makeElement('audio', { src: '/uploads/audio/a.mp3', title: '' }))).toContain('controls="controls" preload="none" aria-label="Audio"');
  });

  it('should mark a decorative picture so, with an empty alt text', () => {
    expect(htmlOf(makeElement('image', { src: '/uploads/image/a.webp', alt: 'ignored', decorative: true }))).toContain('alt="" role="presentation"');
  });

  it('should refuse unsafe addresses: scripts, other hosts for pictures, unknown video hosts', () => {
    expect(htmlOf(makeElement('link', { text: 'Go', url: 'javascript:alert(1)' }))).toMatch(/^<span/);
    expect(htmlOf(makeElement('image', { src: 'https://tracker.example/a.png', alt: 'x' }))).toBe('');
    expect(htmlOf(makeElement('image', { src: 'javascript:alert(1)', alt: 'x' }))).toBe('');
    expect(htmlOf(makeElement('embed', { url: 'https://evil.example/watch?v=dQw4w9WgXcQ' }))).toBe('');
    expect(htmlOf(makeElement('video', { src: 'javascript:alert(1)' }))).toBe('');
  });

  it('should never embed a third-party player: an allow-listed video becomes a link to it', () => {
    const html = htmlOf(makeElement('embed', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Song' }));
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('Watch on YouTube: Song');
  });

  it('should ask a question without giving its answers away', () => {
    const html = htmlOf(makeElement('quiz', { kind: 'blanks', question: 'Fill in', sentence: 'The sun rises in the [east].', options: [], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1 }));
    expect(html).toContain('The sun rises in the __________.');
    expect(html).not.toContain('east');
  });

  it('should place the elements of a page, leave hidden ones out and anchor page links', () => {
    const page: BookPage = {
      id: 'p2',
      name: 'Two',
      layout: { gutter: 50, columns: 2 },
      style: { background: '#fef3c7' },
      elements: [
        { ...makeElement('heading', { text: 'Title', level: 1 }), position: { x: 40, y: 30 } },
        makeElement('heading', { text: 'Secret', level: 2 }, { hidden: true }),
        makeElement('link', { text: 'Back', page: 'p1' }, { rotation: 15 }),
      ],
    };
    const html = pageToHtml(page, { width: 800, height: 600 }, ctx);
    expect(html).toMatch(/^<section id="page-p2" aria-label="Two" dir="ltr" style="position:relative;width:800px;height:600px;overflow:hidden;background:#fef3c7">/);
    expect(html).toContain('left:40px;top:30px');
    expect(html).not.toContain('Secret');
    expect(html).toContain('href="#page-p1"');
    expect(html).toContain('transform:rotate(15deg)');
  });

  it("should follow the page's reading order in the document, keep the stacking by z-index, and mark a passage's language", () => {
    const back = { ...makeElement('heading', { text: 'Behind', level: 2 }), id: 'back' };
    const front = { ...makeElement('text', { html: '<p>مرحبا</p>' }), id: 'front', lang: 'ar' };
    const page: BookPage = { id: 'p3', name: 'Three', layout: { gutter: 50, columns: 2 }, style: {}, elements: [back, front], readingOrder: ['front', 'back'] };
    const html = pageToHtml(page, { width: 800, height: 600 }, ctx);
    expect(html.indexOf('clean:')).toBeLessThan(html.indexOf('Behind'));
    expect(html).toMatch(/z-index:1[;"]/);
    expect(html).toMatch(/z-index:0[;"]/);
    expect(html.slice(html.indexOf('lang="ar" xml:lang="ar"'))).toMatch(/^lang="ar" xml:lang="ar">[^]*\[clean:/);
    // Without a reading order of its own: the stacking order, and no z-index at all.
    expect(pageToHtml({ ...page, readingOrder: undefined }, { width: 800, height: 600 }, ctx)).not.toContain('z-index');
  });
});
