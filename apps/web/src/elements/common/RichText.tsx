import { createElement, useMemo, type CSSProperties, type ReactNode } from 'react';
import { sanitizeRichText, type SafeNode, type SafeTag } from './richText';

// Tailwind's reset removes margins and bullets; give the few blocks back their shape.
const CLASSES: Partial<Record<SafeTag, string>> = {
  p: 'mb-[0.5em] last:mb-0',
  ul: 'list-disc ps-[1.5em]',
  ol: 'list-decimal ps-[1.5em]',
  blockquote: 'border-s-4 border-current/30 ps-3',
  a: 'underline underline-offset-2',
};

const camel = (prop: string) => prop.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const reactStyle = (style: Record<string, string>): CSSProperties | undefined => {
  const entries = Object.entries(style);
  return entries.length ? (Object.fromEntries(entries.map(([k, v]) => [camel(k), v])) as CSSProperties) : undefined;
};

function toReact(node: SafeNode, key: number, links: boolean): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map((child, i) => toReact(child, i, links));
  if (node.tag === 'br') return createElement('br', { key });
  const props: Record<string, unknown> = { key, className: CLASSES[node.tag], style: reactStyle(node.style), lang: node.lang };
  if (node.tag === 'a') {
    // Outside the reader a link is only drawn: the page is being edited or shown as a picture.
    if (!links) return createElement('span', { key, className: CLASSES.a }, ...children);
    Object.assign(props, { href: node.href, target: '_blank', rel: 'noopener noreferrer nofollow' });
  }
  return createElement(node.tag, props, ...children);
}

/** Untrusted rich text shown safely (see richText.ts); `links` makes its links followable. */
export function RichText({ html, links }: { html: string; links: boolean }) {
  const tree = useMemo(() => sanitizeRichText(html), [html]);
  return <>{tree.map((node, i) => toReact(node, i, links))}</>;
}
