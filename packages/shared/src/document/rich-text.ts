/**
 * What the rich text of a text element may hold: one policy, applied by the API when it stores a page
 * (sanitize-html) and by the browser when it shows one (DOMPurify), so that the two never disagree about
 * what is safe. Formatting tags only; a link's http, https or mailto address (`safeLinkUrl`); and the text
 * styles the editor writes, each value matching its pattern; a span's language (`lang`, RICH_TEXT_ATTRIBUTES).
 * Anything that runs, loads or embeds is dropped with its content; any other tag keeps only its text.
 */

/** The tags kept, each with the tag it is shown as (bold as strong, a heading as a bold paragraph…). */
export const RICH_TEXT_TAGS = {
  p: 'p', div: 'div', br: 'br', strong: 'strong', b: 'strong', em: 'em', i: 'em', u: 'u', s: 's', strike: 's', del: 's', sub: 'sub', sup: 'sup',
  ul: 'ul', ol: 'ol', li: 'li', blockquote: 'blockquote', span: 'span', a: 'a', font: 'span', mark: 'span',
  h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p',
} as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[keyof typeof RICH_TEXT_TAGS];

/** Tags removed together with their content (their text is code, or a form, or something that loads). */
export const RICH_TEXT_DROPPED_TAGS = [
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title', 'textarea', 'select', 'link', 'meta', 'img',
  'video', 'audio', 'form', 'input', 'button',
] as const;

/** The tags (as shown) that are blocks: they take an alignment, and reading aloud pauses after them. */
export const RICH_TEXT_BLOCK_TAGS: readonly RichTextTag[] = ['p', 'div', 'li', 'blockquote'];

/** Deeper markup is dropped: no editor writes it, and it would only make rendering recurse. */
export const RICH_TEXT_MAX_DEPTH = 32;

export const TEXT_ALIGNS = ['left', 'right', 'center', 'justify', 'start', 'end'] as const;

/** Hex, rgb()/hsl() or a colour name; never url(), expression() or var(), so that a colour cannot load anything. */
export const CSS_COLOR = /^(?!.*(?:url|expression|var))(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/a-z-]*\)|[a-z]{3,30})$/i;
/** Family names and generic families only: no url(), quotes kept simple. */
export const CSS_FONT_FAMILY = /^[\w\s,'"-]{1,200}$/;
const CSS_SIZE = /^\d{1,3}(\.\d{1,3})?(px|em|rem|%|pt)$/;
const CSS_LINE_HEIGHT = /^(\d{1,2}(\.\d{1,3})?|\d{1,3}(\.\d{1,3})?(px|em|%))$/;

/** The styles a block may carry, with the pattern of their values. */
export const RICH_TEXT_BLOCK_STYLES: Readonly<Record<string, RegExp>> = { 'text-align': new RegExp(`^(${TEXT_ALIGNS.join('|')})$`) };
/** The styles a span may carry (the editor's colour, font, size and line height), with the pattern of their values. */
export const RICH_TEXT_SPAN_STYLES: Readonly<Record<string, RegExp>> = {
  color: CSS_COLOR,
  'background-color': CSS_COLOR,
  'font-family': CSS_FONT_FAMILY,
  'font-size': CSS_SIZE,
  'line-height': CSS_LINE_HEIGHT,
};

/** A language tag (BCP 47: a language, then up to three subtags such as a region or a script: 'fr', 'ar', 'en-GB', 'zh-Hant'). */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;

/**
 * The attributes a tag may carry besides a link's address and the styles, by the tag as written, with the pattern of
 * their values; any other value is dropped. A span may say the language of its passage (issue 54: a French sentence
 * in an English paragraph), so that screen readers speak it with its own voice and the accessibility checker counts
 * it as marked.
 */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<keyof typeof RICH_TEXT_TAGS, Readonly<Record<string, RegExp>>>>> = { span: { lang: LANGUAGE_TAG } };

/** The styles a tag may carry, by the tag it is shown as. */
export function richTextStylesOf(tag: RichTextTag): Readonly<Record<string, RegExp>> {
  if (RICH_TEXT_BLOCK_TAGS.includes(tag)) return RICH_TEXT_BLOCK_STYLES;
  return tag === 'span' ? RICH_TEXT_SPAN_STYLES : {};
}
