import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectDialog } from './RejectDialog';

describe('the reject dialog', () => {
  it('requires a reason before rejecting, then sends it trimmed and closes', async () => {
    const onReject = vi.fn(async () => {});
    const onOpenChange = vi.fn();
    render(<RejectDialog title="Sea Animals" open onOpenChange={onOpenChange} onReject={onReject} />);
    expect(screen.getByRole('dialog', { name: 'Reject "Sea Animals"' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give a reason: the owner reads it to fix the book.')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(onReject).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Reason'), ' The cover is blurry. ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('The cover is blurry.'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open with the reason as typed when the server refuses', async () => {
    const onOpenChange = vi.fn();
    render(<RejectDialog title="Sea Animals" open onOpenChange={onOpenChange} onReject={() => Promise.reject(new Error('refused'))} />);
    await userEvent.type(screen.getByLabelText('Reason'), 'Blurry');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(false));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Blurry');
  });
});
