import { BLOCK_TAGS, elementFields, pageSentences, sentencesOf, textLanguage, type BookElement, type BookPage, type PageSentence, type TextRun, type TextSpan } from '@folio/shared';
import { sanitizeRichText, type SafeNode } from '../../../elements/common/richText';

/**
 * Where a narration's sentences are in the page as the browser draws it. The runs of an element's text are walked
 * as the EPUB export walks its XHTML (api exports/media-overlays.ts): text nodes in order, a block tag (BLOCK_TAGS)
 * starting a new block. The editor walks the element's rich text as the reader draws it (RichText: the same
 * sanitised tree), so that a cue names the same words in the editor, the reader and the EPUB.
 */

/** A run of an element's text, with the language it is marked in (`<span lang>`, or the element's own), if any. */
export interface MarkedRun extends TextRun {
  lang?: string;
}

function walkSafe(nodes: readonly SafeNode[], out: MarkedRun[], state: { block: boolean }, lang: string | undefined) {
  for (const node of nodes) {
    if (typeof node === 'string') {
      out.push(lang ? { text: node, block: state.block, lang } : { text: node, block: state.block });
      state.block = false;
      continue;
    }
    const block = BLOCK_TAGS.has(node.tag);
    if (block) state.block = true;
    walkSafe(node.children, out, state, node.lang ?? lang);
    if (block) state.block = true;
  }
}

/** The runs of an element of the page model (the editor's view of it: no DOM needed), with their marked languages. */
export function runsOfElement(element: BookElement): MarkedRun[] {
  if (element.type === 'heading') {
    const text = elementFields('heading', element).text;
    return [element.lang ? { text, block: true, lang: element.lang } : { text, block: true }];
  }
  if (element.type !== 'text') return [];
  const runs: MarkedRun[] = [];
  walkSafe(sanitizeRichText(elementFields('text', element).html), runs, { block: true }, element.lang);
  return runs;
}

/** The language of a page's narrated text, which sentence splitting is told: the editor and the reader ask it alike. */
export const narrationLanguage = (page: BookPage) => textLanguage(page.elements.flatMap(runsOfElement).map((run) => run.text).join(' '));

/** The sentences of a page to narrate, in reading order. */
export function sentencesOfPage(page: BookPage): PageSentence[] {
  const { language, direction } = narrationLanguage(page);
  return pageSentences(page, runsOfElement, language, direction === 'rtl');
}

/** The text nodes of a drawn element with their runs. */
function textNodesOf(root: Node): { node: Text; run: TextRun }[] {
  const out: { node: Text; run: TextRun }[] = [];
  const state = { block: true };
  const walk = (parent: Node) => {
    for (const child of parent.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        out.push({ node: child as Text, run: { text: (child as Text).data, block: state.block } });
        state.block = false;
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const block = BLOCK_TAGS.has(child.nodeName.toLowerCase());
        if (block) state.block = true;
        walk(child);
        if (block) state.block = true;
      }
    }
  };
  walk(root);
  return out;
}

/** Sentence `index` of a drawn element (its box, `[data-element-id]`), in its letters' offsets, or null when it has no such sentence. */
export const sentenceSpan = (root: Element, index: number, language: string): TextSpan | null =>
  sentencesOf(textNodesOf(root).map((n) => n.run), language)[index] ?? null;

/** A range over the letters `start` to `end` of a drawn element (offsets as its runs count them), or null past its end. */
export function textRange(root: Element, span: { start: number; end: number }): Range | null {
  const nodes = textNodesOf(root);
  const range = root.ownerDocument.createRange();
  let at = 0;
  let started = false;
  for (const { node, run } of nodes) {
    const end = at + run.text.length;
    if (!started && span.start < end) {
      range.setStart(node, span.start - at);
      started = true;
    }
    if (started && span.end <= end) {
      range.setEnd(node, span.end - at);
      return range;
    }
    at = end;
  }
  return null;
}
