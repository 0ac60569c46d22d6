import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaticPage } from '@folio/shared';
import { StaticPageForm } from './StaticPageForm';

const slugField = () => screen.getByLabelText('Slug') as HTMLInputElement;

describe('the static page form', () => {
  it('makes the slug from the title until the slug is edited', async () => {
    render(<StaticPageForm initial={null} onSave={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Über Folio & Friends');
    expect(slugField().value).toBe('uber-folio-friends');

    await userEvent.clear(slugField());
    await userEvent.type(slugField(), 'about-us');
    await userEvent.type(screen.getByLabelText('Title'), ' 2');
    expect(slugField().value).toBe('about-us');

    // Clearing the slug hands it back to the title.
    await userEvent.clear(slugField());
    await userEvent.type(screen.getByLabelText('Title'), '5');
    expect(slugField().value).toBe('uber-folio-friends-25');
  });

  it('keeps the address of an existing page when its title changes', async () => {
    const page: StaticPage = { id: '1', title: 'Terms', slug: 'terms', content: '<p>Be kind.</p>', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
    render(<StaticPageForm initial={page} onSave={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Title'), ' of service');
    expect(slugField().value).toBe('terms');
  });

  it('shows the field messages and saves nothing when submitted empty', async () => {
    const onSave = vi.fn();
    render(<StaticPageForm initial={null} onSave={onSave} onCancel={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Content' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Slug is required')).toBeTruthy();
    expect(screen.getByText('Content is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
