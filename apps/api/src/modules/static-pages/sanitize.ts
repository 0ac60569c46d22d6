import sanitizeHtml from 'sanitize-html';

/**
 * What a static page may contain: the structure the admin's rich-text editor produces and nothing that runs
 * or restyles the public site. Anything else (script, style, iframe, img, event handlers, style attributes,
 * javascript: and data: URLs) is removed before the content is stored, so that the public page can render
 * the stored HTML as it is.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 'blockquote', 'br', 'hr', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // `//host/path` leaves the site like an absolute URL would, without saying so: only real relative links pass.
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags; other refused tags keep their text.
  disallowedTagsMode: 'discard',
  // Empty paragraphs (the editor keeps one after a closing list or heading) would only add stray gaps.
  exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim(),
  transformTags: {
    // A link that opens a new tab gets no handle on this page (reverse tabnabbing) and no SEO credit.
    a: (tagName, attribs) => {
      const rest = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'));
      return { tagName, attribs: attribs.target ? { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } : rest };
    },
  },
};

export const sanitizePageHtml = (html: string) => sanitizeHtml(html, OPTIONS).trim();

/** True when the HTML has no text to read (an empty editor answers `<p></p>`). */
export const isBlankHtml = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
