import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Picture } from '@folio/shared';
import { PicturePad } from './PicturePad';

const slotsOf = () => within(screen.getByRole('list', { name: 'Your pictures' })).getAllByRole('listitem').map((slot) => slot.textContent);
const picture = (word: string) => within(screen.getByRole('group', { name: 'Pictures' })).getByRole('button', { name: word });

describe('PicturePad', () => {
  it('names each of the sixteen pictures by its word', () => {
    render(<PicturePad onSubmit={vi.fn()} message={null} busy={false} />);
    const buttons = within(screen.getByRole('group', { name: 'Pictures' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent?.replace(/^\P{L}+/u, ''))).toEqual(['cat', 'dog', 'fish', 'bird', 'sun', 'moon', 'star', 'tree', 'flower', 'apple', 'car', 'boat', 'ball', 'house', 'heart', 'cloud']);
  });

  it('fills the slots in order, removes the last, and signs in with the four pictures once all are tapped', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_secret: Picture[]) => 'accepted' as const);
    render(<PicturePad onSubmit={onSubmit} message={null} busy={false} />);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect((signIn as HTMLButtonElement).disabled).toBe(true);

    await user.click(picture('moon'));
    await user.click(picture('cat'));
    expect(slotsOf()).toEqual(['🌙moon', '🐱cat', '3empty', '4empty']);
    await user.click(screen.getByRole('button', { name: 'Remove last' }));
    expect(slotsOf()).toEqual(['🌙moon', '2empty', '3empty', '4empty']);

    for (const word of ['moon', 'boat', 'cat']) await user.click(picture(word));
    expect((signIn as HTMLButtonElement).disabled).toBe(false);
    // A fifth tap changes nothing.
    await user.click(picture('dog'));
    expect(slotsOf()).toEqual(['🌙moon', '🌙moon', '⛵boat', '🐱cat']);
    await user.click(signIn);
    expect(onSubmit).toHaveBeenCalledWith(['moon', 'moon', 'boat', 'cat']);
  });

  it('empties the slots when the pictures are refused, for another try', async () => {
    const user = userEvent.setup();
    render(<PicturePad onSubmit={async () => 'refused'} message={null} busy={false} />);
    for (const word of ['sun', 'sun', 'sun', 'sun']) await user.click(picture(word));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(slotsOf()).toEqual(['1empty', '2empty', '3empty', '4empty']);
    expect(document.activeElement).toBe(picture('cat'));
  });

  it('moves through the pictures with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PicturePad onSubmit={vi.fn()} message={null} busy={false} />);
    picture('cat').focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(picture('moon'));
    await user.keyboard('{Enter}');
    expect(slotsOf()[0]).toBe('🌙moon');
  });
});
