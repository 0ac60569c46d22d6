import { describe, expect, it } from 'vitest';
import type { BookPage } from '@folio/shared';
import { ELEMENT_REGISTRY } from './registry';
import { pageToHtml } from './html';
import { makeElement } from './testing';

const UNSAFE = /<script|<iframe|<img[^>]+tracker|\son\w+=|javascript:|url\(/i;

describe('static HTML of elements', () => {
  it('should keep the formatting of rich text and drop everything that could run or load', () => {
    const html = ELEMENT_REGISTRY.text.toHtml(
      makeElement('text', { html: '<p style="text-align:center" onclick="x()">Hi <b>you</b> <span style="color:#ff0000;background-image:url(https://tracker.example/a.png)">red</span></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a> <a href="https://example.org">good</a><iframe src="https://tracker.example"></iframe>' }, { fontSize: 20, color: 'url(https://tracker.example/c.png)' }),
    );
    expect(html).not.toMatch(UNSAFE);
    expect(html).toContain('<strong>you</strong>');
    expect(html).toContain('text-align:center');
    expect(html).toContain('color:rgb(255, 0, 0)');
    expect(html).toContain('<a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">good</a>');
    expect(html).toContain('bad');
    expect(html).toContain('font-size:20px');
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
      const html = ELEMENT_REGISTRY[element.type].toHtml(element);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const handlers = [...doc.body.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')));
      expect(handlers, element.type).toEqual([]);
      expect(doc.body.querySelectorAll('img[src="x"], script'), element.type).toHaveLength(0);
      const values = [...doc.body.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
      expect([doc.body.textContent, ...values].join(' '), element.type).toContain('<img src=x onerror=alert(1)>');
    }
  });

  it('should refuse unsafe addresses: scripts, other hosts for pictures, unknown video hosts', () => {
    expect(ELEMENT_REGISTRY.link.toHtml(makeElement('link', { text: 'Go', url: 'javascript:alert(1)' }))).toMatch(/^<span/);
    expect(ELEMENT_REGISTRY.image.toHtml(makeElement('image', { src: 'https://tracker.example/a.png', alt: 'x' }))).toBe('');
    expect(ELEMENT_REGISTRY.image.toHtml(makeElement('image', { src: 'javascript:alert(1)', alt: 'x' }))).toBe('');
    expect(ELEMENT_REGISTRY.embed.toHtml(makeElement('embed', { url: 'https://evil.example/watch?v=dQw4w9WgXcQ' }))).toBe('');
    expect(ELEMENT_REGISTRY.video.toHtml(makeElement('video', { src: 'javascript:alert(1)' }))).toBe('');
  });

  it('should never embed a third-party player: an allow-listed video becomes a link to it', () => {
    const html = ELEMENT_REGISTRY.embed.toHtml(makeElement('embed', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Song' }));
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('Watch on YouTube: Song');
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
    const html = pageToHtml(page, { width: 800, height: 600 });
    expect(html).toMatch(/^<section id="page-p2" aria-label="Two" dir="ltr" style="position:relative;width:800px;height:600px;overflow:hidden;background:#fef3c7">/);
    expect(html).toContain('left:40px;top:30px');
    expect(html).not.toContain('Secret');
    expect(html).toContain('href="#page-p1"');
    expect(html).toContain('transform:rotate(15deg)');
  });
});
