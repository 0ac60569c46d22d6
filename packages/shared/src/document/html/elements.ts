import type { ElementType } from '../model.ts';
import type { BookElement } from '../page-schema.ts';
import { elementFields, embedInfo, safeLinkUrl } from '../elements.ts';
import { kindOf, mixedOrder, sentenceParts } from '../questions.ts';
import { css, escapeHtml, htmlTag, textCss } from './markup.ts';
import { safeColor, safeImageSrc, safeMediaSrc } from './safe.ts';
import { shapeSvgHtml } from './shapes.ts';

/** What static HTML needs from where it is made. */
export interface StaticHtmlContext {
  /**
   * Untrusted rich text as clean HTML by the shared policy (document/rich-text.ts): DOMPurify in a browser,
   * sanitize-html on the server.
   */
  richText(html: string): string;
  /**
   * The address of a stored file (a same-site path such as /uploads/image/…) from the static page, or null
   * when the page cannot have it (an export whose file is gone): the element is then left out.
   */
  fileUrl(path: string): string | null;
  /** The few words static HTML adds of its own, in the book's language. */
  labels: { watchOn(provider: string): string; audio: string; video: string };
  /**
   * Questions and cards carry what a script needs to make them work (an EPUB's questions script): a question its
   * whole data, answers included (data-question), cards their mark (data-cards). Without a script they read the same.
   */
  interactive?: boolean;
  /** Changes an element's static HTML before it is placed on the page (the EPUB's narrated sentences get ids to point at). */
  elementHtml?(element: BookElement, html: string): string;
}

/** A heading's level in the page: level 1 is an h2, the page's own title being the book's. */
export const headingLevel = (level: number) => Math.min(6, Math.max(2, level + 1));
export const objectFitOf = (style: Record<string, unknown> | undefined) => (style?.objectFit === 'contain' ? 'contain' : 'cover');

/**
 * Static HTML never embeds a third party's player (architecture.md §11): an allow-listed video becomes a link
 * to its page, opened in a new tab.
 */
function embedLinkHtml(url: string, title: string, ctx: StaticHtmlContext): string {
  const info = embedInfo(url);
  const href = safeLinkUrl(url);
  if (!info || !href) return '';
  const label = ctx.labels.watchOn(info.provider);
  return htmlTag('a', { href, target: '_blank', rel: 'noopener noreferrer nofollow', dir: 'auto' }, escapeHtml(title ? `${label}: ${title}` : label));
}

function playerHtml(kind: 'audio' | 'video', src: string, title: string, ctx: StaticHtmlContext): string {
  const url = ctx.fileUrl(src);
  if (!url) return '';
  const style = kind === 'video' ? 'width:100%;height:100%;background:#000' : 'width:100%';
  return htmlTag(kind, { src: url, controls: true, preload: 'none', 'aria-label': title || ctx.labels[kind], style });
}

/**
 * A hotspot as static HTML: a disclosure named by its label that opens on what it shows (a picture with its
 * description, a text, a sound's player with its transcript), so that an EPUB or PDF reader keeps it answerable
 * without a script (a printed page shows the label only).
 */
function hotspotHtml(element: BookElement, ctx: StaticHtmlContext): string {
  const { label, opens, src = '', alt = '', text = '', transcript = '' } = elementFields('hotspot', element);
  let opened = '';
  if (opens === 'picture') {
    const safe = safeImageSrc(src);
    const file = safe && ctx.fileUrl(safe);
    opened = file ? htmlTag('img', { src: file, alt, style: 'display:block;max-width:100%' }) : '';
  } else if (opens === 'text') {
    opened = htmlTag('p', { dir: 'auto', style: 'margin:0.25em 0 0' }, escapeHtml(text));
  } else {
    const safe = safeMediaSrc(src);
    opened = (safe ? playerHtml('audio', safe, label, ctx) : '') + (transcript ? htmlTag('p', { dir: 'auto', style: 'margin:0.25em 0 0' }, escapeHtml(transcript)) : '');
  }
  const summary = htmlTag('summary', { style: 'cursor:pointer;font-weight:600' }, escapeHtml(label || '+'));
  return htmlTag('details', { dir: 'auto', style: 'height:100%;overflow:auto' }, summary + opened);
}

const list = (tag: 'ul' | 'ol', texts: string[]) => htmlTag(tag, { style: 'margin:0;padding-inline-start:1.5em' }, texts.map((text) => htmlTag('li', {}, escapeHtml(text))).join(''));

/**
 * A question as static HTML: what it asks, never its answers in sight. Blanks are lines to write on, a matching's
 * right sides and an ordering's items come mixed, as the reader sees them. Interactive, the question's data
 * rides along for the script that makes it answerable (and scores it with the same rules as the reader).
 */
function quizHtml(element: BookElement, ctx: StaticHtmlContext): string {
  const quiz = elementFields('quiz', element);
  let body: string;
  switch (kindOf(quiz)) {
    case 'blanks': {
      const { texts, blanks } = sentenceParts(quiz.sentence ?? '');
      body = htmlTag('p', {}, texts.map((text, i) => escapeHtml(text) + (i < blanks.length ? '__________' : '')).join(''));
      break;
    }
    case 'matching':
      body = list('ul', (quiz.pairs ?? []).map((p) => p.left)) + list('ul', mixedOrder(quiz.pairs ?? [], element.id).map((p) => p.right));
      break;
    case 'ordering':
      body = list('ul', mixedOrder(quiz.items ?? [], element.id).map((item) => item.text));
      break;
    case 'short':
      body = htmlTag('div', { style: 'min-height:3em;border:1px solid #d1d5db;border-radius:6px' });
      break;
    default:
      body = list('ul', quiz.options.map((o) => o.text));
  }
  const box = css({ margin: '0', height: '100%', 'box-sizing': 'border-box', border: '1px solid #e5e7eb', 'border-radius': '12px', padding: '12px', background: '#ffffff' });
  const data = ctx.interactive ? { 'data-question': JSON.stringify({ ...quiz, id: element.id }) } : {};
  return htmlTag('fieldset', { dir: 'auto', style: box, ...data }, htmlTag('legend', { style: 'font-weight:600' }, escapeHtml(quiz.question)) + body);
}

/**
 * Each element type's static, sanitised HTML (exports, pages without script), drawn in the element's box.
 * Every type has one: the record's type makes a new type without it a compile error.
 */
export const ELEMENT_HTML: { [T in ElementType]: (element: BookElement, ctx: StaticHtmlContext) => string } = {
  text: (element, ctx) => htmlTag('div', { dir: 'auto', style: textCss(element.style ?? {}) }, ctx.richText(elementFields('text', element).html)),
  heading: (element) => {
    const { text, level } = elementFields('heading', element);
    const style = [css({ margin: '0', 'font-size': 'inherit' }), textCss(element.style ?? {})].filter(Boolean).join(';');
    return htmlTag(`h${headingLevel(level)}`, { dir: 'auto', style }, escapeHtml(text));
  },
  image: (element, ctx) => {
    const { src, alt, decorative } = elementFields('image', element);
    const safe = safeImageSrc(src);
    const url = safe && ctx.fileUrl(safe);
    if (!url) return '';
    const style = css({ width: '100%', height: '100%', 'object-fit': objectFitOf(element.style), 'border-radius': 'inherit', display: 'block' });
    return htmlTag('img', { src: url, alt: decorative ? '' : alt, ...(decorative && { role: 'presentation' }), style });
  },
  shape: (element) => shapeSvgHtml(elementFields('shape', element).shape, element),
  line: (element) => shapeSvgHtml('line', element),
  audio: (element, ctx) => {
    const { src, title } = elementFields('audio', element);
    const safe = safeMediaSrc(src);
    return safe ? playerHtml('audio', safe, title ?? '', ctx) : '';
  },
  video: (element, ctx) => {
    const { src, title } = elementFields('video', element);
    if (embedInfo(src)) return embedLinkHtml(src, title ?? '', ctx);
    const file = safeMediaSrc(src);
    return file ? playerHtml('video', file, title ?? '', ctx) : '';
  },
  link: (element) => {
    const { text, url, page, variant } = elementFields('link', element);
    const href = page ? `#page-${encodeURIComponent(page)}` : safeLinkUrl(url);
    const style = element.style ?? {};
    const look = variant === 'text'
      ? css({ color: safeColor(style.color) ?? '#4338ca', 'text-decoration': 'underline' })
      : css({ display: 'flex', 'align-items': 'center', 'justify-content': 'center', width: '100%', height: '100%', background: safeColor(style.fill) ?? '#4f46e5', color: safeColor(style.color) ?? '#ffffff', 'text-decoration': 'none', 'font-weight': '600', 'border-radius': 'inherit' });
    const attrs = { dir: 'auto', style: [textCss(style), look].filter(Boolean).join(';') };
    const label = escapeHtml(text || url || '');
    if (!href) return htmlTag('span', attrs, label);
    return htmlTag('a', { href, ...attrs, ...(href.startsWith('http') && { target: '_blank', rel: 'noopener noreferrer nofollow' }) }, label);
  },
  hotspot: hotspotHtml,
  quiz: quizHtml,
  flashcards: (element, ctx) => {
    const { cards } = elementFields('flashcards', element);
    const items = cards.map((c) => htmlTag('div', { style: 'display:contents' }, htmlTag('dt', { style: 'font-weight:700' }, escapeHtml(c.front)) + htmlTag('dd', { style: 'margin:0 0 0.5em' }, escapeHtml(c.back)))).join('');
    // Cards past the box scroll: the list takes the focus, so that a keyboard can scroll it too.
    return htmlTag('dl', { dir: 'auto', tabindex: 0, style: 'margin:0;height:100%;overflow:auto', 'data-cards': ctx.interactive }, items);
  },
  embed: (element, ctx) => {
    const { url, title } = elementFields('embed', element);
    return embedLinkHtml(url, title ?? '', ctx);
  },
};
