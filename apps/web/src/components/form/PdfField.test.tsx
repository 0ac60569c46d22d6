import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../features/admin/ebooks/testing';
import { PdfField } from './PdfField';

const getDocument = vi.hoisted(() => vi.fn());
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/worker.js' }));

const pdf = () => new File(['%PDF-1.7 fake'], 'seasons.pdf', { type: 'application/pdf' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [file] } });

describe('the PDF field', () => {
  beforeEach(() => {
    getDocument.mockReset();
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:folio/seasons');
    URL.revokeObjectURL = vi.fn();
    serve((key) => (key === 'POST /uploads?kind=pdf' ? [201, { data: { url: '/files/pdf/seasons.pdf', thumbnail_url: null, mime: 'application/pdf', size: 13, width: null, height: null, page_count: 12 } }] : undefined));
  });

  it('refuses a file that is not a PDF before sending it', () => {
    const onChange = vi.fn();
    render(<PdfField label="PDF file" value={null} onChange={onChange} />);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Unsupported File Format')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a PDF and shows its page count, without loading pdf.js when the book has a cover', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<PdfField label="PDF file" value={null} onChange={onChange} />);
    choose(pdf());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/pdf/seasons.pdf'));
    rerender(<PdfField label="PDF file" value="/files/pdf/seasons.pdf" onChange={onChange} />);
    expect(screen.getByText('Pages: 12')).toBeTruthy();
    // A PDF is never served at its upload address: the chosen file opens from the computer.
    expect(screen.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe('blob:folio/seasons');
    expect(getDocument).not.toHaveBeenCalled();
  });

  it('keeps the PDF and says so when no cover can be made from it', async () => {
    getDocument.mockImplementation(() => ({ promise: Promise.reject(new Error('broken')) }));
    const onChange = vi.fn();
    const onCover = vi.fn();
    render(<PdfField label="PDF file" value={null} onChange={onChange} onCover={onCover} />);
    choose(pdf());
    expect(await screen.findByText('A cover could not be made from the PDF. Choose a cover image instead.')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith('/files/pdf/seasons.pdf');
    expect(getDocument).toHaveBeenCalledOnce();
    expect(onCover).not.toHaveBeenCalled();
  });

  it("opens the stored PDF in the book's reader, never at its upload address", () => {
    const { rerender } = render(<PdfField label="PDF file" value="/uploads/pdf/2026-01/stored.pdf" pageCount={3} savedHref="/ebooks/b1" onChange={() => {}} />);
    expect(screen.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe('/ebooks/b1');
    rerender(<PdfField label="PDF file" value="/uploads/pdf/2026-01/stored.pdf" onChange={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Open the PDF' })).toBeNull();
  });
});
