import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MESSAGES, type BookExport } from '@folio/shared';
import { renderWithStore } from '../../../test/render';
import { book, serve } from '../testing';
import { ExportDialog } from './ExportDialog';

const URL_ = `/admin/ebooks/${book().id}/exports`;
const made = (over: Partial<BookExport> = {}): BookExport => ({
  id: '5e0c0000-0000-4000-8000-000000000001',
  format: 'epub',
  status: 'queued',
  progress: 0,
  error: null,
  size: null,
  file_name: 'sea-animals.epub',
  created_at: '2026-11-25T10:00:00.000Z',
  finished_at: null,
  ...over,
});

/** The dialog with the server's exports going through `states`, one answer per read (the last one kept). */
function showExports(states: BookExport[][], shown = book()) {
  let reads = 0;
  const seen = serve((key) => {
    if (key === `GET ${URL_}`) return [200, { data: states[Math.min(reads++, states.length - 1)] }];
    if (key === `POST ${URL_}`) return [202, { message: EXPORT_MESSAGES.started, data: made() }];
    if (key === `GET ${URL_}/${made().id}/file`) return [200, new Blob(['PK'], { type: 'application/epub+zip' })];
    return undefined;
  });
  renderWithStore(<ExportDialog book={shown} open onOpenChange={() => {}} />);
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a book's exports", () => {
  it('should offer a PDF book its own PDF with its links and its offline flipbook, not an EPUB', async () => {
    const user = userEvent.setup();
    const seen = showExports([[], []], book({ book_type: 'pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Export Sea Animals' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export as EPUB 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export as Reflowable EPUB 3' })).toBeNull();
    expect(screen.getByText(/with the links you put on its pages added as real PDF links/)).toBeTruthy();
    expect(screen.getByText(/A folder holding your PDF, everything you put on its pages/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export as Offline flipbook' }));
    expect(seen.some((c) => c.method === 'post' && c.url === URL_ && JSON.parse(c.data as string).format === 'offline')).toBe(true);
  });

  it('should offer an EPUB, start it, follow its progress, and download it when done', async () => {
    const user = userEvent.setup();
    const seen = showExports([[], [made()], [made({ status: 'running', progress: 40 })], [made({ status: 'done', progress: 100, size: 2_500_000, finished_at: '2026-11-25T10:01:00.000Z' })]]);
    expect(await screen.findByRole('dialog', { name: 'Export Sea Animals' })).toBeTruthy();
    // The reflowable EPUB is offered beside the fixed-layout one, with what it is for.
    expect(screen.getByRole('button', { name: 'Export as Reflowable EPUB 3' })).toBeTruthy();
    expect(screen.getByText(/the text takes the reader's font, size and colours/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Export as EPUB 3' }));
    expect(seen.some((c) => c.method === 'post' && c.url === URL_ && JSON.parse(c.data as string).format === 'epub')).toBe(true);
    // Read again every second while it runs.
    const bar = await screen.findByRole('progressbar', { name: 'Progress of the EPUB 3 export' }, { timeout: 5000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Making the file… 40%')).toBeTruthy();
    const download = await screen.findByRole('button', { name: 'Download sea-animals.epub' }, { timeout: 5000 });
    expect(screen.getByText(/^Ready: 2\.4 MB, made on /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export as EPUB 3 again' })).toBeTruthy();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    await user.click(download);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('sea-animals.epub');
  });

  it('should say that an export failed, and offer to make it again', async () => {
    showExports([[made({ status: 'failed', error: EXPORT_MESSAGES.failed })]]);
    expect((await screen.findByRole('alert')).textContent).toBe('The export could not be made. Please try again.');
    expect(screen.getByRole('button', { name: 'Export as EPUB 3 again' })).toBeTruthy();
  });

  it('should not start a second export while one is under way', async () => {
    showExports([[made({ status: 'running', progress: 10 })]]);
    expect(((await screen.findByRole('button', { name: 'Export as EPUB 3 again' })) as HTMLButtonElement).disabled).toBe(true);
  });
});
