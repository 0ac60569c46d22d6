import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Author } from '@folio/shared';
import { AuthorForm } from './AuthorForm';

const author: Author = { id: 'a1', name: 'Maya Okafor', status: 'inactive', photo: '/uploads/image/demo/maya.webp', bio: 'Writes picture books.', created_at: '2026-01-01T00:00:00.000Z' };

const renderForm = (initial: Author | null = null) => {
  const onSave = vi.fn(async (_values: unknown) => {});
  render(<AuthorForm initial={initial} onSave={onSave} onCancel={() => {}} />);
  return onSave;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the author form', () => {
  it('shows the spec messages under the fields and sends nothing when submitted empty', async () => {
    const onSave = renderForm();
    await save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Photo is required')).toBeTruthy();
    expect(screen.getByText('Bio is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says the name and bio are required when they hold only spaces', async () => {
    const onSave = renderForm(author);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.clear(screen.getByLabelText('Bio'));
    await userEvent.type(screen.getByLabelText('Bio'), '  ');
    await save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Bio is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the edited author with its status and photo', async () => {
    const onSave = renderForm(author);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('inactive');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'active');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Maya Okafor', status: 'active', photo: author.photo, bio: 'Writes picture books.' }));
  });
});
