import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { USER_ADMIN_MESSAGES, type User } from '@folio/shared';
import { createStore } from '../../../app/store';
import { login } from '../../auth/authSlice';
import { UserForm } from './UserForm';
import { HttpError } from '../../../http/client';

const user: User = {
  id: 'u1', name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com', role: 'author', is_active: true,
  profile_picture: null, mobile: null, bio: null, address: null, created_at: '2026-01-01T00:00:00.000Z',
};

const me: User = { ...user, id: 'me', name: 'Amina Rahman', email: 'admin@folio.test', role: 'admin' };

/** The form as the signed-in admin `me` sees it; `onSave` resolves, or rejects as the server would. */
const renderForm = (initial: User | null = null, onSave = vi.fn(async (_values: unknown) => {})) => {
  const store = createStore();
  store.dispatch(login({ token: 'token', user: { id: me.id, name: me.name, email: me.email, role: 'admin', profile_picture: null } }));
  render(
    <Provider store={store}>
      <UserForm initial={initial} onSave={onSave} onCancel={() => {}} />
    </Provider>,
  );
  return onSave;
};

/** A 422 of the API with field messages, as the API client rejects it. */
const refused = (errors: Record<string, string[]>) => {
  return new HttpError(422, { message: 'refused', errors }, { method: 'post', url: '/admin/users', headers: {} });
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

  it('shows the role and the active state of your own account without offering to change them', async () => {
    const onSave = renderForm(me);
    expect(screen.queryByLabelText('Role')).toBeNull();
    expect(screen.queryByLabelText('Active account')).toBeNull();
    expect(screen.getByText('This is your account')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('You cannot change your own role or deactivate yourself: ask another admin to do it.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Amina R.');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ name: 'Amina R.', role: 'admin', is_active: true });
  });

  it("shows the server's refusal under the field when the last active admin would be taken away", async () => {
    const admin = { ...user, id: 'other', role: 'admin' as const };
    renderForm(admin, vi.fn(async () => { throw refused({ role: [USER_ADMIN_MESSAGES.lastAdmin] }); }));
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'author');
    await save();
    expect(await screen.findByText('Folio needs at least one active admin: make another user an admin first.')).toBeTruthy();
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('author');
  });
});
