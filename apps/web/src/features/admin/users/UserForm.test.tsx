import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@folio/shared';
import { UserForm } from './UserForm';

const user: User = {
  id: 'u1', name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com', role: 'author', is_active: true,
  profile_picture: null, mobile: null, bio: null, address: null, created_at: '2026-01-01T00:00:00.000Z',
};

const renderForm = (initial: User | null = null) => {
  const onSave = vi.fn(async (_values: unknown) => {});
  render(<UserForm initial={initial} onSave={onSave} onCancel={() => {}} />);
  return onSave;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the user form', () => {
  it('shows the spec messages under the fields and sends nothing when submitted empty', async () => {
    const onSave = renderForm();
    await save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says the email is invalid and the password too short', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Noor Aziz');
    await userEvent.type(screen.getByLabelText('Email'), 'noor@');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await save();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers the four roles, translated, with user chosen for a new account', () => {
    renderForm();
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((o) => o.text)).toEqual(['Admin', 'Publisher', 'Author', 'User']);
    expect(role.value).toBe('user');
    expect((screen.getByLabelText('Active account') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the password when it is left blank on edit, and checks it when typed', async () => {
    const onSave = renderForm(user);
    expect(screen.getByText('Leave blank to keep the current password.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Active account'));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com', role: 'author', is_active: false, profile_picture: null });

    await userEvent.type(screen.getByLabelText('Password'), '123');
    await save();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
