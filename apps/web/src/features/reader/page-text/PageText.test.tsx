import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../test/render';
import { setEbookData, setWidth } from '../readerSlice';
import { PageText } from './PageText';

const pages = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: '' }));
const words: Record<number, string[]> = { 0: ['The Big Question', '“Why am I here?” asked Little Light.'], 2: ['Fog on the Water'], 3: [] };

describe('the page text', () => {
  const open = () => {
    const itemsFor = vi.fn(async (start: number) => (words[start] ?? []).map((text, i) => ({ id: `${start}-${i}`, text })));
    const view = renderWithStore(<PageText container={document.body} itemsFor={itemsFor} rtl={false} onClose={vi.fn()} />);
    act(() => {
      view.store.dispatch(setWidth(400));
      view.store.dispatch(setEbookData({ pages }));
    });
    return { ...view, itemsFor };
  };

  it('shows the words of the page in large type, and follows the pages turned from it', async () => {
    open();
    const text = screen.getByTestId('page-text');
    expect(await screen.findByText('The Big Question')).toBeTruthy();
    expect(text.style.fontSize).toBe('21px');
    expect(screen.getByText('Page 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(await screen.findByText('These pages hold no text.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Fog on the Water')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
  });

  it('makes the text larger and smaller, within its sizes', async () => {
    open();
    await screen.findByText('The Big Question');
    const larger = screen.getByRole('button', { name: 'Larger text' });
    await userEvent.click(larger);
    await userEvent.click(larger);
    expect(screen.getByTestId('page-text').style.fontSize).toBe('28px');
    expect((larger as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 4; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Smaller text' }));
    expect(screen.getByTestId('page-text').style.fontSize).toBe('16px');
    expect((screen.getByRole('button', { name: 'Smaller text' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
