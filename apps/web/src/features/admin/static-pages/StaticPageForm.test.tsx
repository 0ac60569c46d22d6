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
    const page: StaticPage = { id: '1', title: 'Terms', slug: 'terms', content: '<p>Be kind.</p>', translations: {}, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
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

  describe('in other languages', () => {
    const terms: StaticPage = {
      id: '1', title: 'Terms', slug: 'terms', content: '<p>Be kind.</p>',
      translations: { ar: { title: 'الشروط', content: '<p>كن لطيفًا.</p>' } },
      created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
    };

    it('offers a tab per language, marks the ones not written, and saves the translations with the page', async () => {
      const onSave = vi.fn();
      render(<StaticPageForm initial={terms} onSave={onSave} onCancel={vi.fn()} />);
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual(['English', 'বাংলাnot written', 'العربية', '한국어not written', '日本語not written']);
      await userEvent.click(screen.getByRole('tab', { name: /العربية/ }));
      const title = screen.getByLabelText('Title') as HTMLInputElement;
      expect(title.value).toBe('الشروط');
      expect(title.getAttribute('dir')).toBe('rtl');
      expect(screen.getByRole('textbox', { name: 'Content' }).getAttribute('lang')).toBe('ar');
      await userEvent.type(title, ' والأحكام');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Terms', translations: { ar: { title: 'الشروط والأحكام', content: '<p>كن لطيفًا.</p>' } } }));
    });

    it('saves nothing and shows the language to correct when a translation has a title and no content', async () => {
      const onSave = vi.fn();
      render(<StaticPageForm initial={terms} onSave={onSave} onCancel={vi.fn()} />);
      await userEvent.click(screen.getByRole('tab', { name: /日本語/ }));
      await userEvent.type(screen.getByLabelText('Title'), '利用規約');
      await userEvent.click(screen.getByRole('tab', { name: /English/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Content is required')).toBeTruthy();
      expect(screen.getByRole('tab', { name: /日本語/ }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tab', { name: /日本語/ }).textContent).toBe('日本語to correct');
      expect(onSave).not.toHaveBeenCalled();
    });
  });
});
