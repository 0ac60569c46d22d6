import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES, type Conversion, type Ebook } from '@folio/shared';
import { renderWithStore } from '../../../test/render';
import { memoryRouter } from '../../../test/router';
import EbookDetailPage from './EbookDetailPage';
import { book, serve } from '../../ebooks/testing';

const NEW_BOOK = '0b9a4a52-0000-4000-8000-0000000000ee';
const pdfBook = (over: Partial<Ebook> = {}) => book({ book_type: 'pdf', pdf_file: '/uploads/pdf/a/sea.pdf', pdf_page_count: 12, ...over });
const URL_ = `/admin/ebooks/${pdfBook().id}/conversions`;
const conversion = (over: Partial<Conversion> = {}): Conversion => ({
  id: '5e0c0000-0000-4000-8000-0000000000c1',
  status: 'queued',
  progress: 0,
  error: null,
  new_ebook_id: null,
  created_at: '2026-12-06T10:00:00.000Z',
  finished_at: null,
  ...over,
});

/** The book's page, with the server's latest conversion going through `states`, one answer per read (the last one kept). */
function showBook(shown: Ebook, states: (Conversion | null)[]) {
  let reads = 0;
  const seen = serve((key) => {
    if (key === `GET /admin/ebooks/${shown.id}`) return [200, { data: shown }];
    if (key === `GET ${URL_}/latest`) return [200, { data: states[Math.min(reads++, states.length - 1)] }];
    if (key === `POST ${URL_}`) return [202, { message: CONVERSION_MESSAGES.started, data: conversion() }];
    return undefined;
  });
  renderWithStore(memoryRouter([{ path: '/admin/ebooks/:id', element: <EbookDetailPage /> }], { initialEntries: [`/admin/ebooks/${shown.id}`] }).element);
  return seen;
}

describe("making a PDF book's editable pages", () => {
  it('should say the PDF book is kept, start when asked, follow the progress and link to the new book in the editor', async () => {
    const user = userEvent.setup();
    const seen = showBook(pdfBook(), [null, conversion(), conversion({ status: 'running', progress: 40 }), conversion({ status: 'done', progress: 100, new_ebook_id: NEW_BOOK })]);
    await user.click(await screen.findByRole('button', { name: 'Make editable pages from this PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make editable pages from this PDF' });
    expect(within(dialog).getByText('This PDF book stays exactly as it is: nothing in it changes.')).toBeTruthy();
    // Nothing starts until the author confirms.
    expect(seen.some((c) => c.method === 'post')).toBe(false);
    await user.click(await within(dialog).findByRole('button', { name: 'Make editable pages' }));
    expect(seen.filter((c) => c.method === 'post' && c.url === URL_)).toHaveLength(1);
    // Read again every second while it runs; it cannot be started twice meanwhile.
    const bar = await screen.findByRole('progressbar', { name: 'Progress of the editable pages' }, { timeout: 5000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(dialog).getByText("Reading the PDF's pages… 40%")).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Make editable pages' })).toBeNull();
    const open = await screen.findByRole('link', { name: 'Open the new book in the editor' }, { timeout: 5000 });
    expect(open.getAttribute('href')).toBe(`/ebooks/edit/${NEW_BOOK}`);
    expect(within(dialog).getByRole('button', { name: 'Make them again' })).toBeTruthy();
  });

  it('should say why a conversion failed, and offer to try again', async () => {
    const user = userEvent.setup();
    showBook(pdfBook(), [conversion({ status: 'failed', error: CONVERSION_MESSAGES.tooLarge })]);
    await user.click(await screen.findByRole('button', { name: 'Make editable pages from this PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This PDF holds more than a book may, so its editable pages were not made.');
    expect(screen.getByRole('button', { name: 'Make editable pages' })).toBeTruthy();
  });

  it.each([
    ['an e-book', book()],
    ['a PDF still being processed', pdfBook({ pdf_page_count: null })],
    ['a PDF book the user does not manage', pdfBook({ abilities: { update: false, delete: false, approve: false, read_pages: true, edit_pages: false, comment: true, share: false } })],
  ])('should not be offered for %s', async (_, shown) => {
    showBook(shown, [null]);
    expect(await screen.findByRole('heading', { name: 'Sea Animals' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make editable pages from this PDF' })).toBeNull();
  });
});
