import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BookElement } from '@folio/shared';
import { book, serve } from '../ebooks/testing';
import { PublishStep } from './PublishStep';

const image = (alt: string, extra: Record<string, unknown> = {}): BookElement => ({ id: `img-${Math.random()}`, type: 'image', position: { x: 0, y: 0 }, size: { width: 10, height: 10 }, style: {}, src: '/uploads/image/a.webp', alt, ...extra });
const pages = (...lists: BookElement[][]) => lists.map((elements, i) => ({ id: `p${i}`, name: `Page ${i + 1}`, layout: { gutter: 50, columns: 2 }, style: {}, elements }));

describe('the publish step', () => {
  it('should block publishing a book with images without alt text, and say which pages to fix', async () => {
    const draft = book({ status: 'draft', approval_status: 'pending', abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true } });
    const seen = serve((key) => (key === `GET /admin/ebooks/${draft.id}/pages` ? [200, { version: 1, data: pages([image('A fox')], [image(''), image('', { decorative: true })], [image('  ')]) }] : undefined));
    renderWithStore(
      <MemoryRouter>
        <PublishStep book={draft} />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Describe every image before publishing');
    expect(alert.textContent).toContain('Images without alt text: 2.');
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(screen.queryByText('Page 1')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the editor' }).getAttribute('href')).toBe(`/ebooks/edit/${draft.id}`);
    const submit = screen.getByRole('button', { name: 'Publish' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(submit);
    expect(seen.filter((c) => c.method !== 'get')).toEqual([]);
  });

  it('should let a book whose images are all described be published', async () => {
    const draft = book({ status: 'draft' });
    const seen = serve((key) => (key === `GET /admin/ebooks/${draft.id}/pages` ? [200, { version: 1, data: pages([image('A fox'), image('', { decorative: true })]) }] : undefined));
    renderWithStore(
      <MemoryRouter>
        <PublishStep book={draft} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(seen.some((c) => c.url?.endsWith('/pages'))).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish now' })).toHaveProperty('disabled', false);
  });

  it('should not offer to submit a pending book again: it already waits for review', async () => {
    const pending = book({ status: 'published', approval_status: 'pending', abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true } });
    serve((key) => (key === `GET /admin/ebooks/${pending.id}/pages` ? [200, { version: 1, data: pages([image('A fox')]) }] : undefined));
    renderWithStore(
      <MemoryRouter>
        <PublishStep book={pending} />
      </MemoryRouter>,
    );
    expect(await screen.findByText("Waiting for an admin's review. Readers see the book once it is approved and published.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit for approval/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
  });
});
