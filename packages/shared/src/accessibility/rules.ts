import type { Language } from '../constants.ts';
import { elementFields, missingAltText } from '../document/elements.ts';
import type { BookElement, BookPage } from '../document/page-schema.ts';
import { safeColor, safeMediaSrc, textStyle } from '../document/html/safe.ts';
import { commonStyleOf } from '../document/html/box.ts';
import { elementText, inReadingOrder, pageReadingOrder, textLanguage } from '../document/text.ts';
import { contrastRatio, hexOf, over, parseColour, type Rgba } from './colour.ts';
import { richColours, richLinkTexts, richPlainText, richUnmarkedText } from './rich-html.ts';
import { isVagueLinkText } from './vague-links.ts';

/**
 * The accessibility checker's rules (issue 54, decision 025). Each one reads a page and says what a reader who
 * cannot see, hear or read it as the author does would miss. `serious` ones block a submission for approval
 * (workflow.ts); the others are warnings. The editor's panel, the API's report and the submission gate all run
 * these same rules (check.ts).
 */
export const ACCESSIBILITY_RULES = [
  'image-alt', 'contrast', 'link-text', 'video-captions', 'question-text',
  'reading-order', 'heading-levels', 'language', 'overflow', 'audio-transcript',
] as const;
export type AccessibilityRule = (typeof ACCESSIBILITY_RULES)[number];

/** What blocks a submission: what leaves a reader without the content at all (WCAG 2.2 level A and AA failures). */
export const SERIOUS_RULES: readonly AccessibilityRule[] = ['image-alt', 'contrast', 'link-text', 'video-captions', 'question-text'];

export interface RuleFinding {
  rule: AccessibilityRule;
  elementId: string | null;
  /** What the message says beside the element: a ratio, a level, a language. */
  values?: Record<string, string | number>;
}

export interface RuleContext {
  /** The book's language: the one its words are mostly in (`bookLanguage`). */
  language: Language;
  rtl: boolean;
  /**
   * Text boxes whose words do not fit, as the browser measured them (the editor's current page); an element
   * not in it is estimated (`estimateOverflow`).
   */
  measuredOverflow?: ReadonlyMap<string, boolean>;
  /** The book's page size, which a page without a size of its own has: a text box past its edge is worth a word. */
  pageSize?: { width: number; height: number };
  /** The pages are a PDF book's layer (decision 021), drawn over the PDF's pages. */
  pdfLayer?: boolean;
}

export type Rule = (page: BookPage, ctx: RuleContext) => RuleFinding[];

const visible = (page: BookPage) => page.elements.filter((e) => !commonStyleOf(e).hidden);
const plain = (e: BookElement) => elementText(e, richPlainText).trim();


// ---- Pictures, players and questions: the text alternatives ------------------------------------------------

/** The pictures the publishing rule already asks a description of (`missingAltText`). */
const imageAlt: Rule = (page) => missingAltText([page]).map((m) => ({ rule: 'image-alt', elementId: m.elementId }));

/** A video file (a YouTube or Vimeo page brings its host's own captions) without WebVTT captions. */
const videoCaptions: Rule = (page) =>
  page.elements
    .filter((e) => e.type === 'video')
    .filter((e) => {
      const { src, captions } = elementFields('video', e);
      return safeMediaSrc(src) !== undefined && !captions?.trim();
    })
    .map((e) => ({ rule: 'video-captions', elementId: e.id }));

const audioTranscript: Rule = (page) =>
  page.elements
    .filter((e) => e.type === 'audio')
    .filter((e) => {
      const { src, transcript } = elementFields('audio', e);
      return safeMediaSrc(src) !== undefined && !transcript?.trim();
    })
    .map((e) => ({ rule: 'audio-transcript', elementId: e.id }));

/** The parts of a question or a card set a reader must read to answer: every one needs words. */
function questionParts(e: BookElement): string[] | null {
  if (e.type === 'flashcards') return elementFields('flashcards', e).cards.flatMap((c) => [c.front, c.back]);
  if (e.type !== 'quiz') return null;
  const q = elementFields('quiz', e);
  const kind = q.kind ?? 'choice';
  const parts = kind === 'blanks' ? [q.sentence ?? ''] : [q.question];
  if (kind === 'choice' || kind === 'poll') parts.push(...q.options.map((o) => o.text));
  if (kind === 'matching') parts.push(...(q.pairs ?? []).flatMap((p) => [p.left, p.right]));
  if (kind === 'ordering') parts.push(...(q.items ?? []).map((i) => i.text));
  return parts;
}

const questionText: Rule = (page) =>
  page.elements.flatMap((e) => {
    const parts = questionParts(e);
    const empty = parts?.filter((p) => !p.trim()).length ?? 0;
    return empty ? [{ rule: 'question-text' as const, elementId: e.id, values: { count: empty } }] : [];
  });

// ---- Links --------------------------------------------------------------------------------------------------

const linkText: Rule = (page) =>
  page.elements.flatMap((e) => {
    // A hotspot's name is its link text: what a screen reader says of the control.
    const texts = e.type === 'link' ? [elementFields('link', e).text] : e.type === 'hotspot' ? [elementFields('hotspot', e).label] : e.type === 'text' ? richLinkTexts(elementFields('text', e).html) : [];
    const vague = texts.find(isVagueLinkText);
    return vague === undefined ? [] : [{ rule: 'link-text' as const, elementId: e.id, values: { text: vague.trim() } }];
  });

// ---- Contrast -----------------------------------------------------------------------------------------------

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
/** The colours the reader draws when the author chose none (the page's text-gray-900, a link's indigo…). */
const DEFAULT_INK = '#111827';

interface Box { x: number; y: number; width: number; height: number }
const boxOf = (e: BookElement): Box => ({ x: e.position.x, y: e.position.y, width: e.size.width, height: e.size.height });
/** Whether `under` lies beneath the middle of `box`: what the words of a box are mostly read against. */
function covers(under: BookElement, box: Box): boolean {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const u = boxOf(under);
  if (cx < u.x || cx > u.x + u.width || cy < u.y || cy > u.y + u.height) return false;
  if (under.type === 'shape' && elementFields('shape', under).shape === 'ellipse') {
    const dx = (cx - (u.x + u.width / 2)) / (u.width / 2 || 1);
    const dy = (cy - (u.y + u.height / 2)) / (u.height / 2 || 1);
    return dx * dx + dy * dy <= 1;
  }
  return true;
}

/**
 * What lies beneath an element's middle, painted from the page up: the page's background, then each filled
 * rectangle or ellipse under it. Null when a picture or a player lies there: its colours are unknown here.
 */
function backdropOf(page: BookPage, element: BookElement, pdfLayer: boolean): Rgba | null {
  // Over a PDF book's page (decision 021) lies the PDF's own picture: its colour is unknown until a shape covers it.
  let colour: Rgba | null = pdfLayer ? null : over(parseColour(safeColor(page.style?.background)) ?? WHITE, WHITE);
  const box = boxOf(element);
  for (const under of page.elements) {
    if (under.id === element.id) break;
    const style = commonStyleOf(under);
    if (style.hidden || !covers(under, box)) continue;
    if (under.type === 'image' || under.type === 'video' || under.type === 'embed') colour = null;
    const kind = under.type === 'shape' ? elementFields('shape', under).shape : null;
    // Other elements beneath (words, lines) leave the colour under them as it is.
    const fill = kind === 'rectangle' || kind === 'ellipse' ? parseColour(safeColor(under.style?.fill)) : null;
    if (fill && colour) colour = over(fill, colour, style.opacity);
    else if (fill && fill.a === 1 && style.opacity === 1) colour = fill;
  }
  return colour;
}

/** WCAG 2.2: large text is at least 24 px, or 18.66 px (14 pt) and bold. */
function isLargeText(fontSize: number, fontWeight: number): boolean {
  return fontSize >= 24 || (fontSize >= 18.66 && fontWeight >= 700);
}

/** The text colour, its own background and its size, as the reader draws each kind of words. */
function inkOf(e: BookElement): { ink: string; own?: string; size: number; weight: number; runs: { color?: string; background?: string }[] } | null {
  const style = textStyle(e.style ?? {});
  const weightOf = (fallback: number) => (style.fontWeight === 'bold' ? 700 : style.fontWeight === 'normal' ? 400 : Number(style.fontWeight ?? fallback));
  const size = style.fontSize ?? 16;
  switch (e.type) {
    case 'text': {
      const html = elementFields('text', e).html;
      return richPlainText(html) ? { ink: style.color ?? DEFAULT_INK, size, weight: weightOf(400), runs: richColours(html) } : null;
    }
    case 'heading':
      return elementFields('heading', e).text.trim() ? { ink: style.color ?? DEFAULT_INK, size, weight: weightOf(700), runs: [] } : null;
    case 'link': {
      const { text, variant } = elementFields('link', e);
      if (!text.trim()) return null;
      return variant === 'text'
        ? { ink: style.color ?? '#4338ca', size, weight: weightOf(400), runs: [] }
        : { ink: style.color ?? '#ffffff', own: safeColor(e.style?.fill) ?? '#4f46e5', size, weight: weightOf(600), runs: [] };
    }
    case 'flashcards':
      return { ink: safeColor(e.style?.color) ?? '#1f2937', own: safeColor(e.style?.fill) ?? '#eef2ff', size, weight: 400, runs: [] };
    default:
      return null;
  }
}

const round = (n: number) => Math.floor(n * 100) / 100;

const contrast: Rule = (page, ctx) =>
  visible(page).flatMap((e) => {
    const ink = inkOf(e);
    if (!ink) return [];
    const beneath = backdropOf(page, e, ctx.pdfLayer ?? false);
    if (!beneath) return [];
    const { opacity } = commonStyleOf(e);
    const ownColour = parseColour(ink.own);
    const ground = ownColour ? over(ownColour, beneath, opacity) : beneath;
    const required = isLargeText(ink.size, ink.weight) ? 3 : 4.5;
    let worst: { ratio: number; fg: Rgba; bg: Rgba } | null = null;
    for (const run of [{ color: ink.ink }, ...ink.runs]) {
      const fgColour = parseColour(safeColor(run.color) ?? ink.ink);
      if (!fgColour) continue;
      const runGround = parseColour(safeColor(run.background));
      const bg = runGround ? over(runGround, ground, opacity) : ground;
      const fg = over(fgColour, bg, opacity);
      const ratio = contrastRatio(fg, bg);
      if (!worst || ratio < worst.ratio) worst = { ratio, fg, bg };
    }
    if (!worst || worst.ratio >= required) return [];
    return [{ rule: 'contrast' as const, elementId: e.id, values: { ratio: round(worst.ratio), required, foreground: hexOf(worst.fg), background: hexOf(worst.bg) } }];
  });

// ---- Structure: reading order, headings, languages ------------------------------------------------------------

/** The elements a screen reader says something for. */
const readable = (elements: readonly BookElement[]) =>
  elements.filter((e) => !commonStyleOf(e).hidden && (plain(e) !== '' || ['image', 'video', 'audio', 'embed'].includes(e.type)) && !(e.type === 'image' && elementFields('image', e).decorative));

const readingOrder: Rule = (page, ctx) => {
  const spoken = readable(page.elements);
  if (spoken.length < 2) return [];
  if (page.readingOrder?.length) {
    // The author's order: only elements added since and left out of it are worth a word.
    const listed = new Set(page.readingOrder);
    const missing = spoken.find((e) => !listed.has(e.id));
    return missing ? [{ rule: 'reading-order', elementId: missing.id, values: { missing: 1 } }] : [];
  }
  const dom = spoken.map((e) => e.id);
  const seen = inReadingOrder(spoken, ctx.rtl).map((e) => e.id);
  const at = dom.findIndex((id, i) => id !== seen[i]);
  return at < 0 ? [] : [{ rule: 'reading-order', elementId: seen[at] ?? null }];
};

/** A heading may go one level deeper than the one before it (or any level up); the book starts at level 1. */
export function headingSkips(pages: readonly BookPage[]): Map<string, RuleFinding[]> {
  const out = new Map<string, RuleFinding[]>();
  let previous = 0;
  for (const page of pages) {
    for (const e of pageReadingOrder(page)) {
      if (e.type !== 'heading' || commonStyleOf(e).hidden || !elementFields('heading', e).text.trim()) continue;
      const { level } = elementFields('heading', e);
      if (level > previous + 1) out.set(page.id, [...(out.get(page.id) ?? []), { rule: 'heading-levels', elementId: e.id, values: { level, previous } }]);
      previous = level;
    }
  }
  return out;
}

/** Fewer letters than this in another script say too little to call it another language (a name, a symbol). */
const MIN_LETTERS = 3;

/** The language of a text by its script, when it has enough letters to say. */
function likelyLanguage(text: string): Language | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= MIN_LETTERS ? textLanguage(text).language : null;
}

/**
 * Words in another language than the book's that say nothing of it: the whole element may be marked (`lang`), or in a
 * text, the passage (its words selected, their language chosen in the text bar: `<span lang>`, richUnmarkedText).
 */
const language: Rule = (page, ctx) =>
  visible(page).flatMap((e) => {
    if (e.lang) return [];
    const found = likelyLanguage(elementText(e, richUnmarkedText));
    return found && found !== ctx.language ? [{ rule: 'language' as const, elementId: e.id, values: { language: found } }] : [];
  });

// ---- Words that do not fit ------------------------------------------------------------------------------------

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** An estimate only runs on the server: it says a box overflows when the words need this much more than it has. */
const ESTIMATE_MARGIN = 1.2;

/**
 * Whether a text box's words need more room than its box, estimated without a browser (the API): each character
 * takes 0.55 em (a wide one, in Chinese, Japanese or Korean, 1 em), lines wrap at the box's width, each block starts
 * a line. Only a clear overflow counts (ESTIMATE_MARGIN); the editor measures instead.
 */
function estimateOverflow(e: BookElement): boolean {
  if (e.type !== 'text' && e.type !== 'heading') return false;
  const style = textStyle(e.style ?? {});
  const size = style.fontSize ?? 16;
  const lineHeight = style.lineHeight ?? 1.5;
  const blocks = e.type === 'text' ? elementFields('text', e).html.split(/<\/(?:p|div|li|blockquote)>|<br\s*\/?>/i).map(richPlainText).filter(Boolean) : [elementFields('heading', e).text];
  const width = Math.max(1, e.size.width);
  const lines = blocks.reduce((sum, block) => {
    const ems = [...block].reduce((w, ch) => w + (WIDE.test(ch) ? 1 : 0.55), 0);
    return sum + Math.max(1, Math.ceil((ems * size) / width));
  }, 0);
  return lines * size * lineHeight > e.size.height * ESTIMATE_MARGIN;
}

/**
 * Whether a box reaches past its page's edge (its box as placed, before any rotation), where the page cuts it off: the
 * PDF export moves its words back onto the page (decision 013), the reader and the EPUB do not.
 */
function pastEdge(e: BookElement, size: { width: number; height: number } | undefined): boolean {
  if (!size) return false;
  const { x, y } = e.position;
  return x < 0 || y < 0 || x + e.size.width > size.width || y + e.size.height > size.height;
}

/** Words that do not fit their box (as measured, or estimated), or a box past the page's edge (`values.edge`). */
const overflow: Rule = (page, ctx) =>
  visible(page)
    .filter((e) => e.type === 'text' || e.type === 'heading')
    .flatMap((e): RuleFinding[] => {
      if (pastEdge(e, page.size ?? ctx.pageSize)) return [{ rule: 'overflow', elementId: e.id, values: { edge: 1 } }];
      return ctx.measuredOverflow?.get(e.id) ?? estimateOverflow(e) ? [{ rule: 'overflow', elementId: e.id }] : [];
    });

/** The rules that read one page at a time (heading levels read the whole book: `headingSkips`). */
export const PAGE_RULES: readonly Rule[] = [imageAlt, contrast, linkText, videoCaptions, questionText, readingOrder, language, overflow, audioTranscript];
