import { DomUtils, parseDocument } from 'htmlparser2';
import render from 'dom-serializer';

/**
 * HTML (as a sanitizer gives it: `<br>`, unclosed paragraphs) as well-formed XHTML, for an EPUB's pages:
 * parsed as a browser would, written back with void elements closed and letters as they are (the XML mode
 * would write every non-ASCII letter as a character reference). The one entity the HTML writer uses that XML
 * lacks, `&nbsp;`, becomes a character reference. A passage's language (a span's `lang`) is also said as XML says
 * it, `xml:lang`, as the pages' elements say theirs: an XML reading system reads only that one.
 */
export function toXhtml(html: string): string {
  const doc = parseDocument(html);
  for (const marked of DomUtils.findAll((el) => el.attribs.lang !== undefined, doc.children)) marked.attribs['xml:lang'] = marked.attribs.lang!;
  return render(doc, { encodeEntities: 'utf8', selfClosingTags: true }).replaceAll('&nbsp;', '&#160;');
}

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
