import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serve } from '../../ebooks/testing';
import type { Publisher } from '@folio/shared';
import { PublisherForm } from './PublisherForm';

const existing: Publisher = {
  id: 'p1', name: 'Northwind Press', mobile: null, email: 'hello@northwind.example.com', nid: null, nid_image: null, proprietor_photo: null,
  proprietor_signature: null, present_address: null, permanent_address: null, office_present_address: null, office_permanent_address: null,
  trade_license_number: null, trade_license_image: null, logo: null, etin: null, vat_number: null, office_mobile: null, office_phone: null,
  office_email: null, status: 'active', user_id: 'u1', login_email: 'publisher@folio.test', created_at: '2026-01-01T00:00:00.000Z',
};

const renderForm = (initial: Publisher | null = null) => {
  const onSave = vi.fn(async () => {});
  render(<PublisherForm initial={initial} onSave={onSave} onCancel={() => {}} />);
  return onSave;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the publisher form', () => {
  it('shows the spec messages under the fields and sends nothing when submitted empty', async () => {
    const onSave = renderForm();
    await save();
    expect(await screen.findByText('Publisher name is required')).toBeTruthy();
    expect(screen.getAllByText('Invalid email format')).toHaveLength(2);
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says the passwords do not match, and that a password needs 8 characters', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enougj');
    await save();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await save();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('groups the fields in sections', () => {
    renderForm();
    for (const section of ['Business', 'Proprietor', 'Addresses', 'Office', 'Sign-in']) expect(screen.getByRole('group', { name: section })).toBeTruthy();
  });

  it('keeps the password when editing with the password fields blank', async () => {
    const onSave = renderForm(existing);
    expect(screen.getByText(/Leave blank to keep the current password/)).toBeTruthy();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]).toEqual([expect.objectContaining({ name: 'Northwind Press', login_email: 'publisher@folio.test', password: undefined, mobile: null })]);
  });

  it('reads the stored identity documents through the admin-only route, and the other pictures at their address', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:folio/nid');
    URL.revokeObjectURL = vi.fn();
    const seen = serve((key) => (key === 'GET /admin/publishers/p1/documents/nid_image' ? [200, new Blob(['jpeg'], { type: 'image/jpeg' })] : undefined));
    renderForm({ ...existing, nid_image: '/uploads/document/demo/nid.webp', logo: '/uploads/image/demo/logo.webp' });
    expect(await screen.findByRole('link', { name: 'Open the document' })).toBeTruthy();
    expect(seen.map((c) => c.url)).toEqual(['/admin/publishers/p1/documents/nid_image']);
    expect(document.querySelector('img[src="/uploads/image/demo/logo.webp"]')).toBeTruthy();
    expect(document.querySelector('img[src="blob:folio/nid"]')).toBeTruthy();
  });
});
