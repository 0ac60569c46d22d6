import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookElement, BookPage } from '@folio/shared';
import { BookPagesProvider } from '../../elements/common/bookPages';
import { PageView } from './PageView';

const el = (type: BookElement['type'], fields: Record<string, unknown>, style: Record<string, unknown> = {}): BookElement => ({
  id: `${type}-${Math.random()}`, type, position: { x: 20, y: 30 }, size: { width: 300, height: 100 }, style, ...fields,
});
const pageOf = (elements: BookElement[], style: Record<string, unknown> = {}): BookPage => ({ id: 'p', name: 'Page 1', layout: { gutter: 50, columns: 2 }, style, elements });

describe('the page view (through the element registry)', () => {
  it('keeps the formatting of a text element but drops markup that could run or load anything', () => {
    const { container } = render(
      <PageView
        size={{ width: 800, height: 600 }}
        scale={0.5}
        mode="read"
        page={pageOf([el('text', { html: '<p onclick="x()">Hello <b style="color:red">there</b></p><img src="https://tracker.example/p.gif" onerror="alert(1)"><script>steal()</script><a href="javascript:alert(1)">link text</a><p style="text-align:center;position:fixed"><span style="color:#ff0000;background:url(https://tracker.example/x.png)">red</span> <a href="https://example.org/more" onclick="x()">more</a></p>' })])}
      />,
    );
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(screen.getByText('there').getAttribute('style')).toBeNull();
    expect(screen.getByText(/Hello/).getAttribute('onclick')).toBeNull();
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).not.toContain('steal');
    expect(container.textContent).toContain('link text');
    expect(container.innerHTML).not.toContain('tracker.example');
    expect(container.innerHTML).not.toMatch(/javascript:|onclick|onerror|position/);
    // The editor's formatting stays: colour, alignment, and links to the web that open safely.
    expect(screen.getByText('red').style.color).toBe('rgb(255, 0, 0)');
    expect(screen.getByText('red').parentElement!.style.textAlign).toBe('center');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.org/more');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });

  it('shows images from this site only and refuses unsafe colours', () => {
    const { container } = render(
      <PageView
        size={{ width: 800, height: 600 }}
        scale={1}
        mode="static"
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
    const ellipse = container.querySelector('svg ellipse');
    expect(ellipse?.getAttribute('stroke')).toBe('#ff0000');
    expect(ellipse?.getAttribute('fill')).toBe('none');
  });

  it('draws a quiz, a flashcard deck and a heading from their fields', () => {
    render(
      <PageView
        size={{ width: 800, height: 600 }}
        scale={1}
        mode="static"
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

describe('the page view as a thumbnail', () => {
  it('draws interactive elements without any control by default (it may sit in a button), and leaves hidden elements out', () => {
    const { container } = render(
      <PageView
        size={{ width: 800, height: 600 }}
        scale={0.2}
        page={pageOf([
          el('quiz', { question: 'Q?', options: [{ id: 'a', text: 'A', correct: true }], multiple: false }),
          el('flashcards', { cards: [{ id: 'c1', front: 'Hola', back: 'Hello' }] }),
          el('link', { text: 'Go', url: 'https://example.org' }),
          el('heading', { text: 'Secret', level: 1 }, { hidden: true }),
        ])}
      />,
    );
    expect(container.querySelector('input, button, a, textarea, select')).toBeNull();
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('is a picture only: hidden from assistive tech, out of reach of the keyboard and the pointer', () => {
    const { container } = render(<PageView size={{ width: 800, height: 600 }} scale={0.2} page={pageOf([el('heading', { text: 'Ocean Friends', level: 1 })])} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.hasAttribute('inert')).toBe(true);
    expect(root.className).toContain('pointer-events-none');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Ocean Friends')).toBeTruthy();
  });

  it('draws a link to a page as text that cannot be followed', () => {
    const onNavigate = vi.fn();
    const { container } = render(
      <PageView size={{ width: 800, height: 600 }} scale={0.2} pages={[{ id: 'p' }, { id: 'p2' }]} onNavigate={onNavigate} page={pageOf([el('link', { text: 'Next', page: 'p2' })])} />,
    );
    expect(container.querySelector('button, a')).toBeNull();
    expect(screen.getByText('Next')).toBeTruthy();
  });
});

describe('the page view being read', () => {
  const withLink = pageOf([el('heading', { text: 'Contents', level: 1 }), el('link', { text: 'To the quiz', page: 'quiz' })]);

  it('is in reach of assistive tech and the keyboard', () => {
    const { container } = render(<PageView size={{ width: 800, height: 600 }} scale={1} mode="read" page={withLink} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.hasAttribute('aria-hidden')).toBe(false);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Contents' })).toBeTruthy();
  });

  it('follows a link to a page of the book given to it, by the index of that page', async () => {
    const onNavigate = vi.fn();
    render(<PageView size={{ width: 800, height: 600 }} scale={1} mode="read" pages={[{ id: 'p' }, { id: 'notes' }, { id: 'quiz' }]} onNavigate={onNavigate} page={withLink} />);
    await userEvent.click(screen.getByRole('button', { name: 'To the quiz' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('finds the pages of the book around it when it is not given them (the reader)', async () => {
    const onNavigate = vi.fn();
    render(
      <BookPagesProvider pages={[{ id: 'p' }, { id: 'quiz' }]}>
        <PageView size={{ width: 800, height: 600 }} scale={1} mode="read" onNavigate={onNavigate} page={withLink} />
      </BookPagesProvider>,
    );
    screen.getByRole('button', { name: 'To the quiz' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(1);
  });
});

describe('the page view as a static preview', () => {
  it('is read by assistive tech but offers no control', () => {
    const { container } = render(
      <PageView size={{ width: 800, height: 600 }} scale={0.5} mode="static" page={pageOf([el('heading', { text: 'Worksheet', level: 1 }), el('link', { text: 'Go', url: 'https://example.org' })])} />,
    );
    expect(screen.getByRole('heading', { name: 'Worksheet' })).toBeTruthy();
    expect(container.querySelector('input, button, a, textarea, select')).toBeNull();
  });
});
