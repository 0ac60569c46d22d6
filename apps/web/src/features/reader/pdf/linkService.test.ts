import { describe, expect, it, vi } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { addressLinks, nameLinks, openInNewTab, pdfLinks, readerPageAddress, ReaderLinkService, safeWebAddress } from './linkService';

/** A PDF of five pages whose named destination 'sec3' is on its third page (pages are referred to by object number). */
const doc = {
  numPages: 5,
  getDestination: async (name: string) => (name === 'sec3' ? [{ num: 30, gen: 0 }, { name: 'XYZ' }, 0, 800, null] : null),
  getPageIndex: async (ref: { num: number }) => {
    if (ref.num % 10 !== 0) throw new Error('Invalid page reference');
    return ref.num / 10 - 1;
  },
} as unknown as PDFDocumentProxy;

describe("the reader's link service for a PDF page's links", () => {
  it('turns the reader to the page a link inside the PDF leads to, by name or by reference', async () => {
    const navigate = vi.fn();
    const links = new ReaderLinkService(doc, 0, navigate);
    await links.goToDestination('sec3');
    await links.goToDestination([{ num: 50, gen: 0 }, { name: 'Fit' }]);
    expect(navigate.mock.calls).toEqual([[2], [4]]);
  });

  it('does nothing for a destination the PDF does not have, or one that is broken', async () => {
    const navigate = vi.fn();
    const links = new ReaderLinkService(doc, 0, navigate);
    await links.goToDestination('nowhere');
    await links.goToDestination([{ num: 31, gen: 0 }]);
    await links.goToDestination([{ num: 90, gen: 0 }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("follows the PDF's named actions that move between pages from the link's own page, and no further than its ends", () => {
    const navigate = vi.fn();
    new ReaderLinkService(doc, 1, navigate).executeNamedAction('NextPage');
    new ReaderLinkService(doc, 1, navigate).executeNamedAction('PrevPage');
    new ReaderLinkService(doc, 1, navigate).executeNamedAction('LastPage');
    new ReaderLinkService(doc, 3, navigate).executeNamedAction('FirstPage');
    new ReaderLinkService(doc, 4, navigate).executeNamedAction('NextPage');
    new ReaderLinkService(doc, 0, navigate).executeNamedAction('PrevPage');
    new ReaderLinkService(doc, 2, navigate).executeNamedAction('Print');
    expect(navigate.mock.calls).toEqual([[2], [0], [4], [0]]);
  });

  it('opens a web link in a new tab that cannot reach back to the reader', () => {
    const link = document.createElement('a');
    new ReaderLinkService(doc, 0, vi.fn()).addLinkAttributes(link, 'https://example.org/guide?x=1');
    expect(link.getAttribute('href')).toBe('https://example.org/guide?x=1');
    expect(link.target).toBe('_blank');
    expect(link.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    const mail = document.createElement('a');
    new ReaderLinkService(doc, 0, vi.fn()).addLinkAttributes(mail, 'mailto:editor@example.org');
    expect(mail.getAttribute('href')).toBe('mailto:editor@example.org');
  });

  it('leaves a link to a script, a local file or data without an address to follow', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'file:///etc/passwd', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', '/relative', 'not a url']) {
      const link = document.createElement('a');
      link.href = '#';
      new ReaderLinkService(doc, 0, vi.fn()).addLinkAttributes(link, url);
      expect(link.hasAttribute('href'), url).toBe(false);
      expect(safeWebAddress(url), url).toBeNull();
    }
  });

  it("names each drawn link by where it goes, in the reader's words, and leaves an unfollowable one unnamed", async () => {
    const found = await pdfLinks(doc, 0, [
      { id: '1R', dest: 'sec3', overlaidText: ' Section\n three ' },
      { id: '2R', action: 'LastPage' },
      { id: '3R', url: 'https://example.org/' },
      { id: '4R', url: 'javascript:void(0)' },
    ]);
    expect(found).toEqual([
      { id: '1R', text: 'Section three', page: 2, url: null },
      { id: '2R', text: '', page: 4, url: null },
      { id: '3R', text: '', page: null, url: 'https://example.org/' },
      { id: '4R', text: '', page: null, url: null },
    ]);
    const layer = document.createElement('div');
    layer.innerHTML = '<a data-element-id="1R" href="#"></a><a data-element-id="2R" href="#"></a><a data-element-id="3R" href="https://example.org/"></a><a data-element-id="4R"></a>';
    nameLinks(layer, found, (link) => (link.url ? `${link.url} (new tab)` : link.page === null ? null : `${link.text || 'Page'} ${link.page + 1}`));
    expect([...layer.querySelectorAll('a')].map((a) => a.getAttribute('aria-label'))).toEqual(['Section three 3', 'Page 5', 'https://example.org/ (new tab)', null]);
  });

  it("gives a link to a page of the PDF the reader's address at that page, on the site and in the offline reader", async () => {
    expect(readerPageAddress(4, { pathname: '/flipbooks/b1', search: '?page=1&lng=ar', hash: '' })).toBe('/flipbooks/b1?page=5&lng=ar');
    expect(readerPageAddress(0, { pathname: '/ebooks/b1', search: '', hash: '#top' })).toBe('/ebooks/b1?page=1');
    // The offline reader's view and page are after `#` (file:// has no other address to keep them in).
    expect(readerPageAddress(2, { pathname: '/media/usb/book/index.html', search: '?lng=ar', hash: '#/flipbooks/b%201?page=7' })).toBe('/media/usb/book/index.html?lng=ar#/flipbooks/b%201?page=3');
    expect(readerPageAddress(2, { pathname: '/book/index.html', search: '', hash: '#/flipbooks/b1' })).toBe('/book/index.html#/flipbooks/b1?page=3');

    const found = await pdfLinks(doc, 0, [{ id: '1R', dest: 'sec3' }, { id: '2R', url: 'https://example.org/' }, { id: '3R', dest: 'nowhere' }]);
    const layer = document.createElement('div');
    layer.innerHTML = '<a data-element-id="1R" href="#"></a><a data-element-id="2R" href="https://example.org/"></a><a data-element-id="3R" href="#"></a>';
    addressLinks(layer, found, (index) => `/flipbooks/b1?page=${index + 1}`);
    expect([...layer.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.dataset.page ?? null])).toEqual([
      ['/flipbooks/b1?page=3', '3'],
      ['https://example.org/', null],
      ['#', null],
    ]);
  });

  it('lets a click with Ctrl, ⌘ or Shift on a link to a page open it in a new tab, and a plain click turn the page', () => {
    const layer = document.createElement('div');
    // Without its address here: jsdom would try to follow it.
    layer.innerHTML = '<a data-element-id="1R" data-page="3"><span>Section three</span></a>';
    document.body.append(layer);
    const link = layer.querySelector('a')!;
    // pdf.js's own handler: turns the page, and keeps the browser from following the address.
    const turned = vi.fn(() => false);
    link.onclick = turned;
    layer.addEventListener('click', openInNewTab, { capture: true });
    // Whether the browser follows the link's address: the click was not cancelled.
    const click = (init: MouseEventInit) => link.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    expect(click({})).toBe(false);
    expect(turned).toHaveBeenCalledTimes(1);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey']) expect(click({ [modifier]: true }), modifier).toBe(true);
    expect(turned).toHaveBeenCalledTimes(1);
    layer.remove();
  });
});
