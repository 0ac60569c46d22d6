import { describe, expect, it } from 'vitest';
import type { BookElement } from './page-schema.ts';
import { elementFields, embedInfo, embedUrlFor, missingAltText, QuizElementSchema, safeLinkUrl } from './elements.ts';

const el = (type: BookElement['type'], fields: Record<string, unknown>): BookElement => ({ id: `${type}-${Math.random()}`, type, position: { x: 0, y: 0 }, size: { width: 10, height: 10 }, style: {}, ...fields });

describe('the embed allow-list', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('should turn the video page %s into the privacy-enhanced player %s', (page, player) => {
    expect(embedUrlFor(page)).toBe(player);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com',
    'https://www.youtube.com/watch?v=<script>',
    'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'data:text/html,<script>alert(1)</script>',
    '',
    42,
  ])('should refuse %s', (value) => {
    expect(embedUrlFor(value)).toBeNull();
  });

  it('should name the host, for the player title and the button that loads it', () => {
    expect(embedInfo('https://youtu.be/dQw4w9WgXcQ')?.provider).toBe('YouTube');
    expect(embedInfo('https://vimeo.com/76979871')?.provider).toBe('Vimeo');
  });
});

describe('link targets', () => {
  it('should accept http, https and mailto only', () => {
    expect(safeLinkUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeLinkUrl('mailto:hello@example.org')).toBe('mailto:hello@example.org');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative', 'https://u:p@example.org', null]) {
      expect(safeLinkUrl(bad)).toBeNull();
    }
  });
});

describe('missingAltText', () => {
  it('should list the images without alt text, with their page, and skip decorative ones and other types', () => {
    const ok = el('image', { src: '/a.webp', alt: 'A turtle' });
    const blank = el('image', { src: '/b.webp', alt: '   ' });
    const none = el('image', { src: '/c.webp' });
    const decorative = el('image', { src: '/d.webp', alt: '', decorative: true });
    const text = el('text', { html: '<p>x</p>' });
    expect(missingAltText([{ elements: [ok, text] }, { elements: [blank, decorative, none] }])).toEqual([
      { pageIndex: 1, elementId: blank.id },
      { pageIndex: 1, elementId: none.id },
    ]);
    expect(missingAltText([])).toEqual([]);
  });
});

describe('reading stored fields', () => {
  it('should keep the valid fields and items and default the rest', () => {
    const stored = el('quiz', { question: 'Q?', options: [{ id: 'a', text: 'A', correct: true }, { text: 'no id' }, 'junk'], multiple: 'yes', feedback: { correct: 'Yes!' }, points: -5 });
    const fields = elementFields('quiz', stored);
    expect(fields).toEqual({ question: 'Q?', options: [{ id: 'a', text: 'A', correct: true }], multiple: false, feedback: { correct: 'Yes!', incorrect: '' }, points: 1 });
    expect(QuizElementSchema.safeParse(fields).success).toBe(true);
  });

  it('should give every field its default for an element without any', () => {
    expect(elementFields('heading', el('heading', {}))).toEqual({ text: '', level: 1 });
    expect(elementFields('link', el('link', { url: 42 }))).toEqual({ text: '' });
  });
});
