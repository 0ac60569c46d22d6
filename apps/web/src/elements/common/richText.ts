import DOMPurify, { type Config } from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_BLOCK_TAGS, RICH_TEXT_DROPPED_TAGS, RICH_TEXT_MAX_DEPTH, RICH_TEXT_TAGS, richTextStylesOf, safeLinkUrl, type RichTextTag } from '@folio/shared';

/**
 * The rich text of a text element is untrusted HTML. DOMPurify cleans it by the shared policy
 * (packages/shared document/rich-text.ts, which the API also applies when it stores a page): formatting tags
 * only; scripts, styles and embeds dropped whole; any other tag keeps only its text. The clean markup is then
 * rebuilt as a tree of the kept tags, where the only attributes are a link's http/https/mailto address, a
 * span's language and the text styles the policy lists, each value checked. Both the page (React) and the static HTML are built
 * from this one clean tree.
 */
export type SafeNode = string | SafeElement;
interface SafeElement {
  tag: SafeTag;
  /** CSS property (kebab-case) → checked value. */
  style: Record<string, string>;
  href?: string;
  /** The language of a span's passage, when it is not the text's (a BCP 47 tag). */
  lang?: string;
  children: SafeNode[];
}
export type SafeTag = RichTextTag;

const PURIFY: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: Object.keys(RICH_TEXT_TAGS),
  ALLOWED_ATTR: ['href', 'style', 'lang'],
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED_TAGS],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

const isKept = (name: string): name is keyof typeof RICH_TEXT_TAGS => Object.hasOwn(RICH_TEXT_TAGS, name);

/** The styles the policy allows on the tag, read as the browser understood them (colours come back as rgb()). */
function stylesOf(el: HTMLElement, tag: SafeTag, heading: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [prop, pattern] of Object.entries(richTextStylesOf(tag))) {
    const value = el.style.getPropertyValue(prop).trim();
    if (pattern.test(value)) out[prop] = value;
  }
  if (heading) out['font-weight'] = '700';
  return out;
}

function toTree(node: Node, depth: number): SafeNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== Node.ELEMENT_NODE || depth > RICH_TEXT_MAX_DEPTH) return [];
  const el = node as HTMLElement;
  const name = el.tagName.toLowerCase();
  const children = Array.from(el.childNodes).flatMap((child) => toTree(child, depth + 1));
  // DOMPurify left only the policy's tags; this also tells the type checker so.
  if (!isKept(name)) return children;
  const tag = RICH_TEXT_TAGS[name];
  if (tag === 'br') return [{ tag, style: {}, children: [] }];
  if (tag === 'a') {
    const href = safeLinkUrl(el.getAttribute('href'));
    return href ? [{ tag, style: {}, href, children }] : children;
  }
  const lang = el.getAttribute('lang');
  const style = stylesOf(el, tag, /^h[1-6]$/.test(name));
  return [lang !== null && RICH_TEXT_ATTRIBUTES[name]?.lang?.test(lang) ? { tag, style, lang, children } : { tag, style, children }];
}

/** The clean tree of untrusted rich text. */
export function sanitizeRichText(html: string): SafeNode[] {
  const clean = DOMPurify.sanitize(html, PURIFY);
  return Array.from(clean.childNodes).flatMap((node) => toTree(node, 0));
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

// Static HTML has no stylesheet of ours: give the few blocks their shape inline (as the page's classes do).
const HTML_BLOCK_STYLE: Partial<Record<SafeTag, string>> = {
  p: 'margin:0 0 0.5em',
  ul: 'margin:0;padding-inline-start:1.5em;list-style:disc',
  ol: 'margin:0;padding-inline-start:1.5em;list-style:decimal',
  blockquote: 'margin:0;border-inline-start:4px solid currentColor;padding-inline-start:0.75em',
};

const styleAttr = (style: Record<string, string>, base?: string) => {
  const css = [base, ...Object.entries(style).map(([k, v]) => `${k}:${v}`)].filter(Boolean).join(';');
  return css ? ` style="${escapeAttr(css)}"` : '';
};

/** The clean tree as an HTML string: text escaped, attributes from the checked values only. */
function safeTreeToHtml(nodes: SafeNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      if (node.tag === 'br') return '<br>';
      const href = node.href ? ` href="${escapeAttr(node.href)}" target="_blank" rel="noopener noreferrer nofollow"` : '';
      const lang = node.lang ? ` lang="${escapeAttr(node.lang)}"` : '';
      return `<${node.tag}${href}${lang}${styleAttr(node.style, HTML_BLOCK_STYLE[node.tag])}>${safeTreeToHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** Untrusted rich text as safe HTML (what the editor is given to start from, and what exports carry). */
export const sanitizeHtml = (html: string) => safeTreeToHtml(sanitizeRichText(html));

/** The words, blocks separated by a space, for reading aloud. */
export function plainText(nodes: SafeNode[]): string {
  const parts: string[] = [];
  const walk = (list: SafeNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') parts.push(node);
      else if (node.tag === 'br') parts.push(' ');
      else {
        walk(node.children);
        if (RICH_TEXT_BLOCK_TAGS.includes(node.tag)) parts.push(' ');
      }
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
