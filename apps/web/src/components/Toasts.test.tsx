import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from './Toasts';

describe('the toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('load at the first touch, and show a toast asked for before then', async () => {
    render(<Toasts />);
    toast.success('Author saved.');
    expect(screen.queryByText('Author saved.')).toBeNull();
    fireEvent.pointerDown(window);
    expect(await screen.findByText('Author saved.')).toBeTruthy();
  });

  it('load after a few quiet seconds without any touch', async () => {
    vi.useFakeTimers();
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    toast.error('Request failed.');
    expect(await screen.findByText('Request failed.')).toBeTruthy();
  });

  it('label the region and the close button in the interface language', async () => {
    render(<Toasts />);
    toast.info('Saved.');
    fireEvent.pointerDown(window);
    await screen.findByText('Saved.');
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the notification' })).toBeTruthy();
  });
});
