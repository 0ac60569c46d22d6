import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store';
import { api } from '../http/client';
import { wireApiClient } from '../app/wireApiClient';
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

  it('show a message said again as one toast, refreshed, not a stack of copies (three failed sign-ins)', async () => {
    // The toasts' code loaded beforehand, react-toastify's timers run on a fake clock: the test moves it on rather
    // than waiting for them.
    await Promise.all([import('./ToastList'), import('./showToast')]);
    vi.useFakeTimers();
    wireApiClient(createStore(), i18n);
    api.transport = async () => ({ data: { message: 'Invalid email or password.', code: 'wrongCredentials' }, status: 422 });
    render(<Toasts />);
    fireEvent.pointerDown(window);
    for (let i = 0; i < 3; i += 1) await expect(api.post('/auth/login', { email: 'a@b.io', password: 'nope' })).rejects.toThrow();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1);
    // An update lands after react-toastify's short delay: still one toast once it has (a second on, well short of
    // the toast's closing).
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1);
  });

  it('sit under the page\'s banner, never over it', async () => {
    const banner = document.body.appendChild(document.createElement('header'));
    banner.getBoundingClientRect = () => new DOMRect(0, 0, 1024, 64);
    render(<Toasts />);
    fireEvent.pointerDown(window);
    toast.info('Saved under the bar.');
    const shown = await screen.findByText('Saved under the bar.');
    await waitFor(() => expect(shown.closest<HTMLElement>('.Toastify__toast-container')!.style.top).toBe('80px'));
    banner.remove();
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
