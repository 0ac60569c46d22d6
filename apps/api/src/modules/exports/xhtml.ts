import { parseDocument } from 'htmlparser2';
import render from 'dom-serializer';

/**
 * HTML (as a sanitizer gives it: `<br>`, unclosed paragraphs) as well-formed XHTML, for an EPUB's pages:
 * parsed as a browser would, written back with void elements closed and letters as they are (the XML mode
 * would write every non-ASCII letter as a character reference). The one entity the HTML writer uses that XML
 * lacks, `&nbsp;`, becomes a character reference.
 */
export const toXhtml = (html: string) => render(parseDocument(html), { encodeEntities: 'utf8', selfClosingTags: true }).replaceAll('&nbsp;', '&#160;');

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
