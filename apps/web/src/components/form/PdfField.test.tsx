import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type PdfProcessing } from '@folio/shared';
import { serve } from '../../features/admin/ebooks/testing';
import { renderWithStore } from '../../test/render';
import { PdfField } from './PdfField';

const getDocument = vi.hoisted(() => vi.fn());
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/worker.js' }));

const URL_OF_PDF = '/uploads/pdf/2026-01/seasons.pdf';
const pdf = () => new File(['%PDF-1.7 fake'], 'seasons.pdf', { type: 'application/pdf' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [file] } });
const uploaded = { url: URL_OF_PDF, thumbnail_url: null, mime: 'application/pdf', size: 13, width: null, height: null, page_count: null, processing: { status: 'pending', error: null, page_count: null } };

/** The API: the upload, and the processing of the PDF as the given answers, one per request (the last one stays). */
function serveProcessing(...answers: PdfProcessing[]) {
  let asked = 0;
  return serve((key) => {
    if (key === 'POST /uploads?kind=pdf') return [201, { message: 'File uploaded.', data: uploaded }];
    if (key === 'GET /uploads/pdf-processing') return [200, { data: answers[Math.min(asked++, answers.length - 1)] }];
    return undefined;
  });
}
/** Renders the field in a store; `update` renders it again with other props (as its form would). */
function renderField(props: Partial<ComponentProps<typeof PdfField>> = {}) {
  const field = (more: typeof props) => <PdfField label="PDF file" value={null} onChange={() => {}} {...more} />;
  const view = renderWithStore(field(props));
  return { update: (more: typeof props) => view.rerender(<Provider store={view.store}>{field(more)}</Provider>) };
}
const asksOfProcessing = (seen: { url?: string }[]) => seen.filter((request) => request.url === '/uploads/pdf-processing').length;

describe('the PDF field', () => {
  beforeEach(() => {
    getDocument.mockReset();
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:folio/seasons');
    URL.revokeObjectURL = vi.fn();
  });

  it('refuses a file that is not a PDF before sending it', () => {
    serveProcessing();
    const onChange = vi.fn();
    renderField({ onChange });
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Unsupported File Format')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a PDF, says it is being processed, then shows its page count, without loading pdf.js when the book has a cover', async () => {
    const seen = serveProcessing({ status: 'processing', error: null, page_count: null }, { status: 'done', error: null, page_count: 12 });
    const onChange = vi.fn();
    const { update } = renderField({ onChange });
    choose(pdf());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(URL_OF_PDF));
    update({ value: URL_OF_PDF, onChange });
    expect((await screen.findByRole('status')).textContent).toBe('Processing the PDF: counting its pages…');
    expect(await screen.findByText('Pages: 12')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    // Done: the field stops asking.
    const asked = asksOfProcessing(seen);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(asksOfProcessing(seen)).toBe(asked);
    // A PDF is never served at its upload address: the chosen file opens from the computer.
    expect(screen.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe('blob:folio/seasons');
    expect(getDocument).not.toHaveBeenCalled();
  });

  it('shows why the PDF cannot be used when its processing failed', async () => {
    serveProcessing({ status: 'failed', error: MESSAGES.pdfUnreadable, page_count: null });
    renderField({ value: URL_OF_PDF });
    expect(await screen.findByText(MESSAGES.pdfUnreadable)).toBeTruthy();
    expect(screen.getByLabelText('PDF file').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/^Pages:/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the PDF and says so when no cover can be made from it', async () => {
    serveProcessing({ status: 'pending', error: null, page_count: null });
    getDocument.mockImplementation(() => ({ promise: Promise.reject(new Error('broken')) }));
    const onChange = vi.fn();
    const onCover = vi.fn();
    renderField({ onChange, onCover });
    choose(pdf());
    expect(await screen.findByText('A cover could not be made from the PDF. Choose a cover image instead.')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(URL_OF_PDF);
    expect(getDocument).toHaveBeenCalledOnce();
    expect(onCover).not.toHaveBeenCalled();
  });

  it("shows a stored PDF's page count without asking, and opens it in the book's reader, never at its upload address", async () => {
    const seen = serveProcessing({ status: 'done', error: null, page_count: 3 });
    const { update } = renderField({ value: URL_OF_PDF, pageCount: 3, savedHref: '/ebooks/b1' });
    expect(screen.getByText('Pages: 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe('/ebooks/b1');
    expect(asksOfProcessing(seen)).toBe(0);
    // Saved before its processing ended: the count comes from the processing.
    update({ value: URL_OF_PDF });
    expect(await screen.findByText('Pages: 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the PDF' })).toBeNull();
  });
});
