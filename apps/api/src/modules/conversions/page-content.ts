import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextStyle } from 'pdfjs-dist/types/src/display/api';
import { escapeHtml } from '@folio/shared';

/** pdf.js's 2D matrices: [a, b, c, d, e, f]. */
type Matrix = number[];

/** A box on the new book's page, in CSS pixels from its top left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A block of text as the PDF shows it: lines of one size, one under the other. */
export interface TextBlock {
  box: Box;
  lines: string[];
  /** In CSS pixels of the new book's page. */
  fontSize: number;
  /** The font's generic family as pdf.js names it (serif, sans-serif, monospace). */
  fontFamily: string | null;
  bold: boolean;
  italic: boolean;
}

/** A picture of the page, decoded: its pixels (1 to 4 channels) and where the page shows it. */
export interface PagePicture {
  box: Box;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  pixels: Buffer;
}

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0]! * n[0]! + m[2]! * n[1]!,
  m[1]! * n[0]! + m[3]! * n[1]!,
  m[0]! * n[2]! + m[2]! * n[3]!,
  m[1]! * n[2]! + m[3]! * n[3]!,
  m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
  m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
];
const apply = (m: Matrix, x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!] as const;
const round = (n: number) => Math.round(n * 10) / 10;

/** A run of text as pdf.js gives it, where the page shows it. */
interface Part {
  text: string;
  left: number;
  right: number;
  rtl: boolean;
}

/** A line being put together: its runs so far, its baseline and its extent. */
interface Line {
  parts: Part[];
  left: number;
  right: number;
  baseline: number;
  size: number;
  ascent: number;
  font: string;
}

/** Items whose baselines are closer than this share of their size are on one line. */
const SAME_LINE = 0.3;
/** A gap wider than this share of the size between two items of a line is a space the PDF did not write. */
const WORD_GAP = 0.15;
/** A gap wider than this many times the size, on one baseline, is a column's gutter: what follows is another line. */
const COLUMN_GAP = 2;
/** Two sizes closer than this (in pixels) are one size: text drawn at 11.99 and 12 pt is one paragraph. */
const SAME_SIZE = 0.5;
/** Lines further apart than this many times their size start a new block: a paragraph's gap, or a column's end. */
const BLOCK_GAP = 1.75;
/** Fonts' ascent when pdf.js does not know it. */
const ASCENT = 0.8;

/**
 * The text of a page (pdf.js's text content) in blocks: items with close baselines and the same size are one line
 * (unless a column's gutter parts them), in reading order; lines of the same size that follow each other closely and
 * overlap sideways are one block. Boxes are in the viewport's pixels (`viewport`: the page at the new book's scale,
 * from its top left).
 */
export async function textBlocks(page: PDFPageProxy, viewport: { transform: Matrix; scale: number }): Promise<TextBlock[]> {
  const content = await page.getTextContent();
  const styles = content.styles as Record<string, TextStyle>;
  const lines: Line[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const placed = multiply(viewport.transform, (item as TextItem).transform);
    const size = Math.hypot(placed[2]!, placed[3]!);
    if (size <= 0) continue;
    const [left, baseline] = [placed[4]!, placed[5]!];
    const right = left + item.width * viewport.scale;
    const ascent = styles[item.fontName]?.ascent || ASCENT;
    const part = { text: item.str, left, right, rtl: item.dir === 'rtl' };
    // The line this run goes on: the last one, when on its baseline, of its size, and beside it on either side (a
    // right-to-left line's runs come from its right), not across a column's gutter.
    const line = lines.at(-1);
    const beside = line && left - line.right < COLUMN_GAP * size && line.left - right < COLUMN_GAP * size;
    if (line && beside && Math.abs(line.baseline - baseline) < SAME_LINE * size && Math.abs(line.size - size) < SAME_SIZE) {
      line.parts.push(part);
      line.left = Math.min(line.left, left);
      line.right = Math.max(line.right, right);
    } else {
      lines.push({ parts: [part], left, right, baseline, size, ascent, font: item.fontName });
    }
  }
  // Reading order, top to bottom then start to end: a PDF may draw its text in any order.
  lines.sort((a, b) => (Math.abs(a.baseline - b.baseline) < SAME_LINE * a.size ? a.left - b.left : a.baseline - b.baseline));
  const blocks: (TextBlock & { lastBaseline: number; right: number })[] = [];
  for (const line of lines) {
    const top = line.baseline - line.ascent * line.size;
    // The block this line goes on: of the same size, ending just above it, beside it; not always the last one made,
    // as the lines of two columns come in turns.
    const block = blocks.findLast(
      (b) => Math.abs(b.fontSize - line.size) < SAME_SIZE && line.baseline > b.lastBaseline && line.baseline - b.lastBaseline <= BLOCK_GAP * line.size && line.left < b.right && line.right > b.box.x,
    );
    if (block) {
      block.lines.push(lineText(line));
      block.lastBaseline = line.baseline;
      block.box.x = Math.min(block.box.x, line.left);
      block.right = Math.max(block.right, line.right);
      continue;
    }
    // pdf.js names the font's family only generically; the font's own name tells its weight and slant.
    const style = styles[line.font];
    const name = (await fontNameOf(page, line.font)) ?? '';
    blocks.push({
      box: { x: line.left, y: top, width: 0, height: 0 },
      lines: [lineText(line)],
      fontSize: line.size,
      fontFamily: style?.fontFamily ?? null,
      bold: /bold|black|heavy|semibold/i.test(name),
      italic: /italic|oblique/i.test(name),
      lastBaseline: line.baseline,
      right: line.right,
    });
  }
  return blocks.map(({ lastBaseline, right, ...block }) => ({
    ...block,
    box: {
      x: round(block.box.x),
      y: round(block.box.y),
      // A little wider than the PDF's line: the book's font is not the PDF's, and a line one letter too long would wrap.
      width: round((right - block.box.x) * 1.05),
      height: round(lastBaseline - block.box.y + (1 - ASCENT + 0.1) * block.fontSize),
    },
    fontSize: round(block.fontSize),
  }));
}

/**
 * A line's words in reading order: its runs from left to right, or from right to left when most of them are
 * right-to-left; a gap between two runs that holds no space is one.
 */
function lineText({ parts, size }: Line): string {
  const rtl = parts.filter((p) => p.rtl).length * 2 > parts.length;
  const ordered = [...parts].sort((a, b) => (rtl ? b.right - a.right : a.left - b.left));
  let text = '';
  for (const [i, part] of ordered.entries()) {
    const previous = ordered[i - 1];
    const gap = previous && (rtl ? previous.left - part.right : part.left - previous.right) > WORD_GAP * size;
    text += (gap && !/\s$/.test(text) && !/^\s/.test(part.text) ? ' ' : '') + part.text;
  }
  return text.trim();
}

/** The PostScript name of a font pdf.js loaded for the page's text (its `loadedName` is an id), when it is known. */
async function fontNameOf(page: PDFPageProxy, loadedName: string): Promise<string | null> {
  const objs = page.commonObjs as { has(id: string): boolean; get(id: string): unknown };
  if (!objs.has(loadedName)) return null;
  const font = objs.get(loadedName) as { name?: string } | null;
  return typeof font?.name === 'string' ? font.name : null;
}

/** A block's rich text: its lines as one paragraph, to be edited as one (the PDF's line breaks were its layout's). */
export const blockHtml = (block: TextBlock) => {
  let html = escapeHtml(block.lines.join(' ').replace(/\s+/g, ' '));
  if (block.bold) html = `<strong>${html}</strong>`;
  if (block.italic) html = `<em>${html}</em>`;
  return `<p>${html}</p>`;
};

/** pdf.js's operator numbers the walk reads (OPS). */
interface Ops {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
}

/** The pixels of a picture as pdf.js decodes it to draw it (ImageKind 1: one bit a pixel, 2: RGB, 3: RGBA). */
interface DecodedPicture {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

const isDecoded = (value: unknown): value is DecodedPicture =>
  typeof value === 'object' && value !== null && 'kind' in value && 'data' in value && ArrayBuffer.isView((value as DecodedPicture).data) && [1, 2, 3].includes((value as DecodedPicture).kind);

/** A 1-bit picture (rows padded to whole bytes, a set bit white, as pdf.js draws it) as one byte a pixel. */
function unpackBits({ width, height, data }: DecodedPicture): Buffer {
  const out = Buffer.alloc(width * height);
  const rowBytes = Math.ceil(width / 8);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) out[y * width + x] = data[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7)) ? 255 : 0;
  }
  return out;
}

function pixelsOf(picture: DecodedPicture): Pick<PagePicture, 'width' | 'height' | 'channels' | 'pixels'> {
  const { width, height, kind, data } = picture;
  if (kind === 1) return { width, height, channels: 1, pixels: unpackBits(picture) };
  return { width, height, channels: kind === 2 ? 3 : 4, pixels: Buffer.from(data.buffer, data.byteOffset, width * height * (kind === 2 ? 3 : 4)) };
}

/** A decoded picture of the page, from its own objects or the document's (ids starting `g_`), once pdf.js has it. */
function objectOf(page: PDFPageProxy, id: string): Promise<unknown> {
  const objs = (id.startsWith('g_') ? page.commonObjs : page.objs) as { get(id: string, callback: (value: unknown) => void): void };
  return new Promise((resolve) => objs.get(id, resolve));
}

/**
 * The pictures of a page and where it draws them: a walk through the page's drawing operators, keeping the
 * current transform as the canvas would (save, restore, transform, a form's matrix), where each picture fills the
 * unit square of the transform it is drawn with. Pictures drawn as masks (a colour through a stencil) and patterns
 * are left to the page's drawing; so is a picture smaller than a few pixels on the page (a rule, a dot).
 */
export async function pagePictures(page: PDFPageProxy, viewport: { transform: Matrix }, ops: Ops): Promise<PagePicture[]> {
  const list = await page.getOperatorList();
  const pictures: PagePicture[] = [];
  const stack: Matrix[] = [];
  let current: Matrix = viewport.transform;
  for (let i = 0; i < list.fnArray.length; i += 1) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[];
    if (fn === ops.save) stack.push(current);
    else if (fn === ops.restore) current = stack.pop() ?? current;
    else if (fn === ops.transform) current = multiply(current, args as Matrix);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(current);
      if (Array.isArray(args[0])) current = multiply(current, args[0] as Matrix);
    } else if (fn === ops.paintFormXObjectEnd) current = stack.pop() ?? current;
    else if (fn === ops.paintImageXObject || fn === ops.paintInlineImageXObject) {
      const decoded = fn === ops.paintInlineImageXObject ? args[0] : await objectOf(page, String(args[0]));
      if (!isDecoded(decoded)) continue;
      const corners = [apply(current, 0, 0), apply(current, 1, 0), apply(current, 0, 1), apply(current, 1, 1)];
      const xs = corners.map(([x]) => x);
      const ys = corners.map(([, y]) => y);
      const box = { x: round(Math.min(...xs)), y: round(Math.min(...ys)), width: round(Math.max(...xs) - Math.min(...xs)), height: round(Math.max(...ys) - Math.min(...ys)) };
      if (box.width < MIN_PICTURE || box.height < MIN_PICTURE) continue;
      pictures.push({ box, ...pixelsOf(decoded) });
    }
  }
  return pictures;
}

/** Pictures smaller than this on the page (in CSS pixels) are lines or dots of its layout, not pictures to edit. */
const MIN_PICTURE = 4;
