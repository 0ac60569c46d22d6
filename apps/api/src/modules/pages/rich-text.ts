import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROPPED_TAGS, RICH_TEXT_MAX_DEPTH, RICH_TEXT_TAGS, richTextStylesOf, safeLinkUrl, type RichTextTag } from '@folio/shared';

/** A tag's attributes without the values the policy's patterns refuse (sanitize-html checks attributes by name only). */
const checkedAttributes = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
  const patterns = RICH_TEXT_ATTRIBUTES[tagName as keyof typeof RICH_TEXT_ATTRIBUTES] ?? {};
  return Object.fromEntries(Object.entries(attribs).filter(([name, value]) => !patterns[name] || patterns[name].test(value)));
};

/**
 * The rich text policy of packages/shared (document/rich-text.ts) for sanitize-html: what the browser would
 * show is all that is stored, so that a page that bypassed the editor carries nothing else to any reader.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(RICH_TEXT_TAGS),
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'style'],
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, patterns]) => [tag, ['style', ...Object.keys(patterns)]])),
  },
  allowedStyles: Object.fromEntries(
    Object.entries(RICH_TEXT_TAGS).map(([tag, shownAs]) => [tag, Object.fromEntries(Object.entries(richTextStylesOf(shownAs as RichTextTag)).map(([prop, pattern]) => [prop, [pattern]]))]),
  ),
  // Links are checked by the same rule as the reader's (safeLinkUrl, below), which also refuses relative ones.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
  nestingLimit: RICH_TEXT_MAX_DEPTH,
  transformTags: {
    ...Object.fromEntries(Object.keys(RICH_TEXT_ATTRIBUTES).map((tag) => [tag, (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: checkedAttributes(tagName, attribs) })])),
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const safe = safeLinkUrl(href);
      return { tagName, attribs: safe ? { ...rest, href: safe } : rest };
    },
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS);
