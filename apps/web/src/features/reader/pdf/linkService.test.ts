import { describe, expect, it, vi } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { nameLinks, pdfLinks, ReaderLinkService, safeWebAddress } from './linkService';

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
});
