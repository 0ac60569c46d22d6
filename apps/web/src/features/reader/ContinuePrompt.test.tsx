import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContinuePrompt } from './ContinuePrompt';

describe('the offer to continue reading', () => {
  it('names itself, offers the page by a labelled button, and is dismissed by its close button or Escape', async () => {
    const onContinue = vi.fn();
    const onDismiss = vi.fn();
    render(<ContinuePrompt page={12} onContinue={onContinue} onDismiss={onDismiss} />);
    const region = screen.getByRole('region', { name: 'Where you left off' });
    expect(region.textContent).toContain('You were on page 12.');
    // It takes no focus from the book.
    expect(region.contains(document.activeElement)).toBe(false);

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue from page 12' }));
    await userEvent.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
