import { createElement, type ReactNode } from 'react';

/**
 * The rich text of a text element, shown safely by construction: the HTML is parsed into an inert document
 * (DOMParser runs no script and loads nothing), then rebuilt as React elements from a short list of
 * formatting tags, with no attribute at all (no links, styles, handlers or sources). Text goes through
 * React, which escapes it. Anything else keeps only its text; scripts, styles and embeds are dropped whole.
 */
const TAGS: Record<string, string> = {
  p: 'p', div: 'div', br: 'br', strong: 'strong', b: 'strong', em: 'em', i: 'em', u: 'u', s: 's', sub: 'sub', sup: 'sup',
  ul: 'ul', ol: 'ol', li: 'li', blockquote: 'blockquote', h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p',
};
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title', 'textarea', 'select']);
// Tailwind's reset removes margins and bullets; give the few blocks back their shape.
const CLASSES: Record<string, string> = { p: 'mb-[0.5em] last:mb-0', ul: 'list-disc ps-[1.5em]', ol: 'list-decimal ps-[1.5em]', blockquote: 'border-s-4 border-current/30 ps-3' };
const MAX_DEPTH = 32;

function convert(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE || depth > MAX_DEPTH) return null;
  const name = (node as Element).tagName.toLowerCase();
  if (DROPPED.has(name)) return null;
  const children = Array.from(node.childNodes, (child, i) => convert(child, i, depth + 1));
  const tag = TAGS[name];
  if (!tag) return children;
  if (tag === 'br') return createElement('br', { key });
  const bold = /^h[1-6]$/.test(name) ? 'font-bold' : '';
  return createElement(tag, { key, className: [CLASSES[tag], bold].filter(Boolean).join(' ') || undefined }, ...children);
}

export function richText(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (node, i) => convert(node, i, 0));
}
