import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MESSAGES, type LibraryBook } from '@folio/shared';
import { configureApiClient } from '../../../http/client';
import { book, serve } from '../../ebooks/testing';
import { BuyerDownloads } from './BuyerDownloads';

const bought = (downloads: LibraryBook['downloads']): LibraryBook => {
  const { status: _s, pdf_file: _p, approval_status: _a, rejection_reason: _r, buyer_downloads: _b, owner: _o, version: _v, schema_version: _sv, updated_at: _u, abilities: _ab, ...rest } = book();
  return { ...rest, purchased_at: '2026-11-20T10:00:00.000Z', downloads };
};
const URL_ = `/me/library/${book().id}/downloads`;

afterEach(() => vi.restoreAllMocks());

describe("a bought book's downloads", () => {
  it('should show nothing when its owner offers none', () => {
    const { container } = render(<BuyerDownloads book={bought([])} />);
    expect(container.innerHTML).toBe('');
  });

  it('should download each file offered under the book’s name', async () => {
    // A buyer's download counts as a visitor's here (by beacon): no token, whatever an earlier file left.
    configureApiClient({ getToken: () => null });
    const seen = serve((key) => (key.startsWith(`GET ${URL_}/`) ? [200, new Blob(['PK'])] : undefined));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const beacon = vi.fn((_address: string, _body?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    render(<BuyerDownloads book={bought(['epub', 'pdf'])} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Sea Animals as PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(seen.at(-1)?.url).toBe(`${URL_}/pdf`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('sea-animals.pdf');
    expect(screen.getByRole('button', { name: 'Download Sea Animals as EPUB 3' })).toBeTruthy();
    // The saved file counts as a download in the book's reading analytics.
    expect(beacon).toHaveBeenCalledOnce();
    const [address, body] = beacon.mock.calls[0]!;
    expect(address).toBe('/api/public/events');
    expect(JSON.parse(await (body as Blob).text()).events).toMatchObject([{ type: 'download', ebook_id: book().id, format: 'pdf' }]);
  });

  it('should say why a download is refused', async () => {
    serve(() => [403, { message: EXPORT_MESSAGES.downloadsOff, code: 'exportDownloadsOff' }]);
    render(<BuyerDownloads book={bought(['epub'])} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Sea Animals as EPUB 3' }));
    expect((await screen.findByRole('alert')).textContent).toBe("This book's owner does not offer its files for download.");
  });
});
