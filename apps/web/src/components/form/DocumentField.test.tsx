import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../features/ebooks/testing';
import { DocumentField } from './DocumentField';

const SAVED = '/uploads/document/2026-01/nid.jpg';
const PATH = '/admin/publishers/p1/documents/nid_image';

describe('the document field', () => {
  let made: Blob[];
  beforeEach(() => {
    made = [];
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return `blob:folio/${made.length}`;
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches the stored document with the signed-in request and shows it from an object URL, never from its address', async () => {
    const seen = serve((key) => (key === `GET ${PATH}` ? [200, new Blob(['jpeg'], { type: 'image/jpeg' })] : undefined));
    const { container } = render(<DocumentField label="NID image" value={SAVED} savedPath={PATH} onChange={() => {}} />);
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:folio/1'));
    expect(seen[0]).toMatchObject({ url: PATH, responseType: 'blob' });
    expect(screen.getByRole('link', { name: 'Open the document' }).getAttribute('href')).toBe('blob:folio/1');
    expect(screen.getByRole('link', { name: 'Download the document' }).getAttribute('download')).toBe('nid.jpg');
    expect(container.innerHTML).not.toContain(SAVED);
  });

  it('says so when the stored document cannot be loaded', async () => {
    serve(() => [403, { message: 'Forbidden.' }]);
    render(<DocumentField label="NID image" value={SAVED} savedPath={PATH} onChange={() => {}} />);
    expect(await screen.findByText('The document could not be loaded.')).toBeTruthy();
  });

  it('uploads a chosen document as a private document and shows it from the computer', async () => {
    const seen = serve((key) =>
      key === 'POST /uploads?kind=document' ? [201, { data: { url: '/uploads/document/2026-01/new.pdf', thumbnail_url: null, mime: 'application/pdf', size: 5, width: null, height: null, page_count: 1 } }] : undefined,
    );
    const onChange = vi.fn();
    const { rerender } = render(<DocumentField label="Trade license image" value={null} onChange={onChange} />);
    const file = new File(['%PDF-'], 'licence.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Trade license image'), { target: { files: [file] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/document/2026-01/new.pdf'));
    rerender(<DocumentField label="Trade license image" value="/uploads/document/2026-01/new.pdf" onChange={onChange} />);
    expect(screen.getByRole('link', { name: 'Open the document' }).getAttribute('href')).toBe('blob:folio/1');
    expect(made[0]).toBe(file);
    expect(seen.filter((c) => c.method === 'get')).toEqual([]);
  });

  it('refuses a file of another type before sending it', () => {
    const seen = serve(() => undefined);
    const onChange = vi.fn();
    render(<DocumentField label="NID image" value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('NID image'), { target: { files: [new File(['x'], 'nid.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('Unsupported File Format')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });
});
