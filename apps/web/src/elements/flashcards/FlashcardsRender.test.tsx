import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeElement } from '../testing';
import { FlashcardsRender } from './FlashcardsRender';

const deck = makeElement('flashcards', { cards: [{ id: 'c1', front: 'Hola', back: 'Hello' }, { id: 'c2', front: 'Gracias', back: 'Thank you' }] });

describe('a flashcard deck being read', () => {
  it('should turn the card over on click and with Enter or Space, showing one side at a time', async () => {
    const user = userEvent.setup();
    render(<FlashcardsRender element={deck} mode="read" />);
    const card = screen.getByRole('button', { name: 'Hola' });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    await user.click(card);
    expect(screen.getByRole('button', { name: 'Hello' }).getAttribute('aria-pressed')).toBe('true');
    card.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hola' })).toBeTruthy();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Hello' })).toBeTruthy();
  });

  it('should go through the deck with previous and next, front side up, counting the cards', async () => {
    const user = userEvent.setup();
    render(<FlashcardsRender element={deck} mode="read" />);
    expect(screen.getByText('Card 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous card' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Hola' }));
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText('Card 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gracias' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Next card' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous card' }));
    expect(screen.getByText('Card 1 of 2')).toBeTruthy();
  });

  it("should say the card and its side as one phrase, without a space before the comma ('Card 1 of 2, front')", async () => {
    const user = userEvent.setup();
    render(<FlashcardsRender element={deck} mode="read" />);
    // Screen readers hear the phrase; the counter shown is for the eyes only, so that it is not heard twice.
    expect(screen.getByText('Card 1 of 2, front').className).toContain('sr-only');
    expect(screen.getByText('Card 1 of 2').getAttribute('aria-hidden')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Hola' }));
    expect(screen.getByText('Card 1 of 2, back')).toBeTruthy();
  });

  it('should show the first front, without controls, while editing', () => {
    const { container } = render(<FlashcardsRender element={deck} mode="edit" />);
    expect(container.querySelector('button')).toBeNull();
    expect(screen.getByText('Hola')).toBeTruthy();
  });
});

describe('a flashcard deck in a small box', () => {
  it('should keep its counter and hint inside the element: the deck clips, the card gives up its height first', () => {
    render(<FlashcardsRender element={deck} mode="read" />);
    const root = screen.getByText('Card 1 of 2').closest('[data-flashcards]')!;
    expect(root.className).toContain('overflow-hidden');
    expect(screen.getByRole('button', { name: 'Hola' }).className).toMatch(/\bmin-h-0\b.*\bflex-1\b/);
  });
});
