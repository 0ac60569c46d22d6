import { sentencesOf, STUDY_LIMITS, textLanguage, type TextPosition, type TextQuote } from '@folio/shared';

/** Where a highlight's words are: the words themselves with a little of what surrounds them, and a hint of where. */
export interface TextAnchor {
  quote: TextQuote;
  position: TextPosition;
}

/**
 * Characters kept on either side of the words: enough to tell apart the same words elsewhere on a page, and to show
 * the sentence they are in (sentenceOf). As many as a highlight may keep.
 */
const QUOTE_CONTEXT = STUDY_LIMITS.quoteContext;

/** How many characters two strings share at their ends (`fromEnd`) or at their starts. */
function shared(a: string, b: string, fromEnd: boolean): number {
  const length = Math.min(a.length, b.length);
  let n = 0;
  while (n < length && (fromEnd ? a[a.length - 1 - n] === b[b.length - 1 - n] : a[n] === b[n])) n += 1;
  return n;
}

/**
 * Where a highlight's words are in a page's text now, or null when they are gone. Every place the exact words
 * occur is a candidate; the one whose surrounding words agree most with those kept wins, the nearest to the
 * position kept when several agree alike (the same sentence twice on a page). A candidate with nothing in common
 * on either side, when something was kept, is other words that happen to match, not the highlight's place.
 * Characters are compared one by one, never split into words: Arabic, Japanese and Chinese text anchor alike.
 */
export function anchorIn(text: string, { quote, position }: TextAnchor): TextPosition | null {
  const { exact, prefix, suffix } = quote;
  if (!exact) return null;
  let best: { start: number; agree: number; distance: number } | null = null;
  for (let start = text.indexOf(exact); start !== -1; start = text.indexOf(exact, start + 1)) {
    const before = text.slice(Math.max(0, start - prefix.length), start);
    const after = text.slice(start + exact.length, start + exact.length + suffix.length);
    const agree = shared(before, prefix, true) + shared(after, suffix, false);
    if (agree === 0 && prefix.length + suffix.length > 0) continue;
    const distance = Math.abs(start - position.start);
    if (!best || agree > best.agree || (agree === best.agree && distance < best.distance)) best = { start, agree, distance };
  }
  return best && { start: best.start, end: best.start + exact.length };
}

/** The text nodes under `root`, in document order: a page's text is their words one after the other (textContent). */
function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The characters of `root`'s text before a point of the document (a range's boundary). */
function offsetOf(root: Node, container: Node, offset: number): number {
  const before = root.ownerDocument!.createRange();
  before.setStart(root, 0);
  before.setEnd(container, offset);
  return before.toString().length;
}

/**
 * A selection of a page's words as a highlight's anchor, against the page's text (`root`'s textContent), or null
 * when it holds no words or lies outside the page. A very long selection keeps its beginning.
 */
export function describeRange(root: Node, range: Range): TextAnchor | null {
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const text = root.textContent ?? '';
  const start = offsetOf(root, range.startContainer, range.startOffset);
  const end = Math.min(offsetOf(root, range.endContainer, range.endOffset), start + STUDY_LIMITS.quoteExact);
  if (!text.slice(start, end).trim()) return null;
  return anchorInBlocks(root, text, { start, end });
}

/**
 * The blocks a page's text is made of: an e-book's elements, a text's paragraphs, headings and list items. The page's
 * text runs them together with nothing between (textContent), so the words kept around a highlight stop at the edges
 * of the blocks its words are in: a title is not the start of the sentence under it. A PDF's text layer (lines of
 * spans) is one block.
 */
const BLOCKS = 'p,h1,h2,h3,h4,h5,h6,li,blockquote,td,th,figcaption,div';

function blockOf(root: Node, node: Node): Node {
  const element = node instanceof Element ? node : node.parentElement;
  const block = element?.closest(BLOCKS);
  return block && block !== root && root.contains(block) ? block : root;
}

/** The anchor of characters start…end of `root`'s text, its context kept within the blocks the words begin and end in. */
export function anchorInBlocks(root: Node, text: string, position: TextPosition): TextAnchor {
  const range = rangeAt(root, position);
  if (!range) return anchorAt(text, position);
  const first = blockOf(root, range.startContainer);
  const last = blockOf(root, range.endContainer);
  return anchorAt(text, position, { from: offsetOf(root, first, 0), to: offsetOf(root, last, last.childNodes.length) });
}

/**
 * The anchor of characters start…end of a page's text: those words, with what comes just before and after them
 * (from `within.from`, to `within.to`).
 */
export function anchorAt(text: string, { start, end }: TextPosition, within = { from: 0, to: text.length }): TextAnchor {
  return {
    quote: { exact: text.slice(start, end), prefix: text.slice(Math.max(within.from, start - QUOTE_CONTEXT), start), suffix: text.slice(end, Math.min(within.to, end + QUOTE_CONTEXT)) },
    position: { start, end },
  };
}

/** The document range of characters start…end of `root`'s text, or null past its end. */
export function rangeAt(root: Node, { start, end }: TextPosition): Range | null {
  const range = root.ownerDocument!.createRange();
  let seen = 0;
  let started = false;
  for (const node of textNodes(root)) {
    const length = node.data.length;
    // A boundary between two nodes goes into the later one, so that a highlight never begins at the end of a node.
    if (!started && start < seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

/** A highlight's words in their sentence: what comes before them in it, and what after. */
export interface WordsInSentence {
  before: string;
  words: string;
  after: string;
}

/**
 * The sentence a highlight's words are in (the sentences, when they run across more than one), from the words kept
 * around them: the quote's prefix and suffix, split into sentences as the read-along splits a page (sentencesOf:
 * Intl.Segmenter in the text's language, so that Arabic's ؟ and Japanese's 。, with no space after it, end sentences
 * too). It is the sentence as it was when the words were highlighted, shown for a page not drawn and for words gone
 * alike. A sentence that goes on past the words kept starts or ends with "…". The spaces around the words go out.
 */
export function sentenceOf({ exact, prefix, suffix }: TextQuote): WordsInSentence {
  const text = prefix + exact + suffix;
  const start = prefix.length + (exact.length - exact.trimStart().length);
  const end = Math.max(start, prefix.length + exact.trimEnd().length);
  const around = sentencesOf([{ text, block: true }], textLanguage(text).language).filter((s) => s.end > start && s.start < end);
  const from = Math.min(start, around[0]?.start ?? start);
  const to = Math.max(end, around.at(-1)?.end ?? end);
  // The context kept was cut where the sentence reaches its end and it is as long as contexts are kept.
  const cutBefore = prefix.length >= QUOTE_CONTEXT && !text.slice(0, from).trim();
  const cutAfter = suffix.length >= QUOTE_CONTEXT && !text.slice(to).trim();
  return { before: `${cutBefore ? '…' : ''}${text.slice(from, start)}`, words: text.slice(start, end), after: `${text.slice(end, to)}${cutAfter ? '…' : ''}` };
}
