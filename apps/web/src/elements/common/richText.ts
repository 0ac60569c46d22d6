import { safeLinkUrl } from '@folio/shared';
import { safeAlign, safeColor, safeFontFamily } from './safe';

/**
 * The rich text of a text element is untrusted HTML. It is parsed into an inert document (DOMParser runs no
 * script and loads nothing) and rebuilt from a short list of formatting tags; the only attributes kept are
 * a link's http/https/mailto address and the text styles the editor writes (colour, font, size, line
 * height, alignment), each checked value by value. Scripts, styles and embeds are dropped whole; any other
 * tag keeps only its text. Both the page (React) and the static HTML are built from this one clean tree.
 */
export type SafeNode = string | SafeElement;
export interface SafeElement {
  tag: SafeTag;
  /** CSS property (kebab-case) → checked value. */
  style: Record<string, string>;
  href?: string;
  children: SafeNode[];
}
export type SafeTag = 'p' | 'div' | 'br' | 'strong' | 'em' | 'u' | 's' | 'sub' | 'sup' | 'ul' | 'ol' | 'li' | 'blockquote' | 'span' | 'a';

const TAGS: Record<string, SafeTag> = {
  p: 'p', div: 'div', br: 'br', strong: 'strong', b: 'strong', em: 'em', i: 'em', u: 'u', s: 's', strike: 's', del: 's', sub: 'sub', sup: 'sup',
  ul: 'ul', ol: 'ol', li: 'li', blockquote: 'blockquote', span: 'span', a: 'a', font: 'span', mark: 'span',
  h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p',
};
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title', 'textarea', 'select', 'link', 'meta', 'img', 'video', 'audio', 'form', 'input', 'button']);
const BLOCKS = new Set<SafeTag>(['p', 'div', 'li', 'blockquote']);
const MAX_DEPTH = 32;

const SIZE = /^\d{1,3}(\.\d{1,3})?(px|em|rem|%|pt)$/;
const LINE_HEIGHT = /^(\d{1,2}(\.\d{1,3})?|\d{1,3}(\.\d{1,3})?(px|em|%))$/;

/** Each style the editor writes, with the check its value must pass. */
const SPAN_STYLES: Record<string, (v: string) => string | undefined> = {
  color: safeColor,
  'background-color': safeColor,
  'font-family': safeFontFamily,
  'font-size': (v) => (SIZE.test(v) ? v : undefined),
  'line-height': (v) => (LINE_HEIGHT.test(v) ? v : undefined),
};

function stylesOf(el: HTMLElement, tag: SafeTag, heading: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  const read = (prop: string) => el.style?.getPropertyValue(prop).trim() ?? '';
  if (BLOCKS.has(tag)) {
    const align = safeAlign(read('text-align'));
    if (align) out['text-align'] = String(align);
  }
  if (tag === 'span') {
    for (const [prop, check] of Object.entries(SPAN_STYLES)) {
      const value = check(read(prop));
      if (value) out[prop] = value;
    }
  }
  if (heading) out['font-weight'] = '700';
  return out;
}

function clean(node: Node, depth: number): SafeNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== Node.ELEMENT_NODE || depth > MAX_DEPTH) return [];
  const el = node as HTMLElement;
  const name = el.tagName.toLowerCase();
  if (DROPPED.has(name)) return [];
  const children = Array.from(el.childNodes).flatMap((child) => clean(child, depth + 1));
  const tag = TAGS[name];
  if (!tag) return children;
  if (tag === 'br') return [{ tag, style: {}, children: [] }];
  if (tag === 'a') {
    const href = safeLinkUrl(el.getAttribute('href'));
    return href ? [{ tag, style: {}, href, children }] : children;
  }
  return [{ tag, style: stylesOf(el, tag, /^h[1-6]$/.test(name)), children }];
}

/** The clean tree of untrusted rich text. */
export function sanitizeRichText(html: string): SafeNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).flatMap((node) => clean(node, 0));
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

// Static HTML has no stylesheet of ours: give the few blocks their shape inline (as the page's classes do).
const HTML_BLOCK_STYLE: Partial<Record<SafeTag, string>> = {
  p: 'margin:0 0 0.5em',
  ul: 'margin:0;padding-inline-start:1.5em;list-style:disc',
  ol: 'margin:0;padding-inline-start:1.5em;list-style:decimal',
  blockquote: 'margin:0;border-inline-start:4px solid currentColor;padding-inline-start:0.75em',
};

export const styleAttr = (style: Record<string, string>, base?: string) => {
  const css = [base, ...Object.entries(style).map(([k, v]) => `${k}:${v}`)].filter(Boolean).join(';');
  return css ? ` style="${escapeAttr(css)}"` : '';
};

/** The clean tree as an HTML string: text escaped, attributes from the checked values only. */
export function safeTreeToHtml(nodes: SafeNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      if (node.tag === 'br') return '<br>';
      const href = node.href ? ` href="${escapeAttr(node.href)}" target="_blank" rel="noopener noreferrer nofollow"` : '';
      return `<${node.tag}${href}${styleAttr(node.style, HTML_BLOCK_STYLE[node.tag])}>${safeTreeToHtml(node.children)}</${node.tag}>`;
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
        if (BLOCKS.has(node.tag)) parts.push(' ');
      }
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
