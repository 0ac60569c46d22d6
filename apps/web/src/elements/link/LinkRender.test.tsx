import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookPagesProvider } from '../common/bookPages';
import { makeElement } from '../testing';
import { LinkRender } from './LinkRender';

const pages = [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }];

describe('a link being read', () => {
  it('should move the reader to the page it points to, by its index in the book', async () => {
    const onNavigate = vi.fn();
    render(
      <BookPagesProvider pages={pages}>
        <LinkRender element={makeElement('link', { text: 'To the quiz', page: 'p3' })} mode="read" onNavigate={onNavigate} />
      </BookPagesProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'To the quiz' }));
    expect(onNavigate).toHaveBeenCalledWith(2);
  });

  it('should do nothing for a page that is no longer in the book', () => {
    const { container } = render(
      <BookPagesProvider pages={pages}>
        <LinkRender element={makeElement('link', { text: 'Gone', page: 'deleted' })} mode="read" onNavigate={vi.fn()} />
      </BookPagesProvider>,
    );
    expect(container.querySelector('button, a')).toBeNull();
  });

  it('should open web addresses in a new tab without giving the page access to the book', () => {
    render(<LinkRender element={makeElement('link', { text: 'Museum', url: 'https://example.org/museum' })} mode="read" />);
    const link = screen.getByRole('link', { name: /Museum/ });
    expect(link.getAttribute('href')).toBe('https://example.org/museum');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('should refuse addresses that are not http, https or mailto', () => {
    const { container } = render(<LinkRender element={makeElement('link', { text: 'Bad', url: 'javascript:alert(1)' })} mode="read" />);
    expect(container.querySelector('a, button')).toBeNull();
  });

  it('should not be followable while the page is edited', () => {
    const { container } = render(<LinkRender element={makeElement('link', { text: 'Museum', url: 'https://example.org' })} mode="edit" />);
    expect(container.querySelector('a, button')).toBeNull();
  });
});
