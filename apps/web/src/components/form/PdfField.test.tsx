import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type PdfProcessing } from '@folio/shared';
import { serve } from '../../features/ebooks/testing';
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
/** How often the field asks about a running processing (http/pdfProcessing.ts). */
const POLL_MS = 1500;
/** The store tells the screen of its changes at the next animation frame. */
const FRAME_MS = 16;
/** Moves the fake clock on by `ms`, letting the requests it starts answer and the field render them. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the PDF field', () => {
  beforeEach(() => {
    getDocument.mockReset();
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:folio/seasons');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
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
    // The field asks again every 1.5 s while the processing runs: a fake clock stands in for those waits. It is set
    // before the store is made, whose notices to the screen wait for an animation frame of that clock.
    vi.useFakeTimers();
    const seen = serveProcessing({ status: 'processing', error: null, page_count: null }, { status: 'done', error: null, page_count: 12 });
    const onChange = vi.fn();
    const { update } = renderField({ onChange });
    choose(pdf());
    await pass(FRAME_MS);
    expect(onChange).toHaveBeenCalledWith(URL_OF_PDF);
    update({ value: URL_OF_PDF, onChange });
    await pass(FRAME_MS);
    expect(screen.getByRole('status').textContent).toBe('Processing the PDF: counting its pages…');
    expect(asksOfProcessing(seen)).toBe(1);
    await pass(POLL_MS);
    expect(asksOfProcessing(seen)).toBe(2);
    expect(screen.getByText('Pages: 12')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    // Done: the field stops asking.
    await pass(3 * POLL_MS);
    expect(asksOfProcessing(seen)).toBe(2);
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
