import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookElement, BookPage } from '@folio/shared';
import { PageView } from './PageView';

const el = (type: BookElement['type'], fields: Record<string, unknown>, style: Record<string, unknown> = {}): BookElement => ({
  id: `${type}-${Math.random()}`, type, position: { x: 20, y: 30 }, size: { width: 300, height: 100 }, style, ...fields,
});
const pageOf = (elements: BookElement[], style: Record<string, unknown> = {}): BookPage => ({ id: 'p', name: 'Page 1', layout: { gutter: 50, columns: 2 }, style, elements });

describe('the read-only page view', () => {
  it('keeps formatting of a text element but drops markup that could run or load anything', () => {
    const { container } = render(
      <PageView
        size={{ width: 800, height: 600 }}
        scale={0.5}
        page={pageOf([el('text', { html: '<p onclick="x()">Hello <b style="color:red">there</b></p><img src="https://tracker.example/p.gif" onerror="alert(1)"><script>steal()</script><a href="javascript:alert(1)">link text</a>' })])}
      />,
    );
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(screen.getByText('there').getAttribute('style')).toBeNull();
    expect(screen.getByText(/Hello/).getAttribute('onclick')).toBeNull();
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.textContent).not.toContain('steal');
    expect(container.textContent).toContain('link text');
  });

  it('shows images from this site only and refuses unsafe colours', () => {
    const { container } = render(
      <PageView
        size={{ width: 800, height: 600 }}
        scale={1}
        page={pageOf([
          el('image', { src: '/uploads/image/demo/a.webp', alt: 'A turtle' }),
          el('image', { src: 'https://tracker.example/b.png', alt: 'Elsewhere' }),
          el('shape', { shape: 'ellipse' }, { fill: 'url(https://tracker.example/c.png)', stroke: '#ff0000', strokeWidth: 3 }),
        ], { background: 'url(https://tracker.example/bg.png)' })}
      />,
    );
    expect(screen.getByRole('img', { name: 'A turtle' }).getAttribute('src')).toBe('/uploads/image/demo/a.webp');
    expect(screen.getByRole('img', { name: 'Elsewhere' }).tagName).toBe('DIV');
    expect(container.innerHTML).not.toContain('tracker.example');
    expect(container.innerHTML).toContain('border-radius: 50%');
  });

  it('draws a quiz and a flashcard deck from their fields', () => {
    render(
      <PageView
        size={{ width: 800, height: 600 }}
        scale={1}
        page={pageOf([
          el('quiz', { question: 'What is 1/4 + 1/4?', options: [{ id: 'a', text: '1/2', correct: true }, { id: 'b', text: '2/8', correct: false }], multiple: false }),
          el('flashcards', { cards: [{ id: 'c1', front: 'Hola', back: 'Hello' }, { id: 'c2', front: 'Gracias', back: 'Thank you' }] }),
          el('heading', { text: 'Ocean Friends', level: 1 }),
        ])}
      />,
    );
    expect(screen.getByText('What is 1/4 + 1/4?')).toBeTruthy();
    expect(screen.getByText('2/8')).toBeTruthy();
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(screen.getByText('Card 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ocean Friends' })).toBeTruthy();
  });
});
