import { DomUtils, parseDocument } from 'htmlparser2';
import render from 'dom-serializer';
import { BLOCK_TAGS, NARRATED_TYPES, sentencesOf, type BookElement, type NarrationCue, type TextRun } from '@folio/shared';
import { escapeXml } from './xhtml.ts';

type Node = ReturnType<typeof parseDocument>['children'][number];

/**
 * A page's narration as EPUB 3 Media Overlays (docs/decisions/ "narration"): the sentences that have a cue are
 * wrapped in spans with ids in the page's XHTML, and a SMIL document plays the recording clip by clip, each clip
 * lighting its sentence with the active class. Sentences are found as the reader finds them (shared narration.ts),
 * so a cue names the same words in the book and in the EPUB; a cue whose sentence is gone (the text was changed
 * after the recording was aligned) is left out.
 */

/** The class a reading system sets on the sentence being read (the package's media:active-class). */
export const ACTIVE_CLASS = '-epub-media-overlay-active';
/** How the sentence being read looks; reading systems that light it their own way ignore it. */
export const ACTIVE_CSS = `.${ACTIVE_CLASS}{background-color:#fde68a;color:#111827;border-radius:2px}\n`;

/** A cue placed in the page: the id of its sentence's span. */
export interface PlacedCue extends NarrationCue {
  id: string;
}

/** A text node and the run of text it makes, walked as the reader walks the DOM (`BLOCK_TAGS` start blocks). */
function textNodesOf(nodes: Node[], out: { node: Node; run: TextRun }[], state: { block: boolean }) {
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      out.push({ node, run: { text: node.data, block: state.block } });
      state.block = false;
    } else if (DomUtils.isTag(node)) {
      const block = BLOCK_TAGS.has(node.name);
      if (block) state.block = true;
      textNodesOf(node.children, out, state);
      if (block) state.block = true;
    }
  }
}

/**
 * An element's static HTML with its cued sentences in spans (`id` of each cue). A sentence across inline markup
 * (a bold word) is wrapped piece by piece; its first piece carries the id, which the overlay lights. Answers the
 * cues it placed.
 */
export function wrapSentences(element: BookElement, html: string, cues: readonly PlacedCue[], language: string): { html: string; placed: PlacedCue[] } {
  const mine = cues.filter((cue) => cue.element === element.id);
  if (!mine.length || !NARRATED_TYPES.includes(element.type)) return { html, placed: [] };
  const doc = parseDocument(html);
  const nodes: { node: Node; run: TextRun }[] = [];
  textNodesOf(doc.children, nodes, { block: true });
  const sentences = sentencesOf(nodes.map((n) => n.run), language);
  const placed = mine.filter((cue) => sentences[cue.sentence]);
  if (!placed.length) return { html, placed };
  let offset = 0;
  for (const { node, run } of nodes) {
    const from = offset;
    const to = offset + run.text.length;
    offset = to;
    // The cut points of this node: the cued sentences that overlap it.
    const pieces = placed
      .map((cue) => ({ cue, span: sentences[cue.sentence]! }))
      .filter(({ span }) => span.start < to && span.end > from)
      .sort((a, b) => a.span.start - b.span.start);
    if (!pieces.length) continue;
    let at = 0;
    let out = '';
    for (const { cue, span } of pieces) {
      const start = Math.max(span.start - from, at);
      const end = Math.min(span.end - from, run.text.length);
      out += escapeXml(run.text.slice(at, start));
      const first = span.start >= from;
      out += `<span${first ? ` id="${cue.id}"` : ''}>${escapeXml(run.text.slice(start, end))}</span>`;
      at = end;
    }
    out += escapeXml(run.text.slice(at));
    for (const made of [...parseDocument(out).children]) DomUtils.prepend(node, made);
    DomUtils.removeElement(node);
  }
  return { html: render(doc, { encodeEntities: 'utf8', selfClosingTags: true }).replaceAll('&nbsp;', '&#160;'), placed };
}

/** Seconds as a SMIL clock value (H:MM:SS.mmm), as media:duration and clipBegin take it. */
export function clock(seconds: number): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${h}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`;
}

/** How long a page's overlay plays: from its first clip's start to its last clip's end. */
export const overlayDuration = (cues: readonly PlacedCue[]) => cues.reduce((sum, cue) => sum + (cue.end - cue.start), 0);

/**
 * The SMIL document of one page: a <par> per cue in the order they are read, its text the sentence's span in the
 * page (`pageHref`) and its audio the clip of the recording (`audioHref`, relative to the SMIL document).
 */
export function smilDocument(pageHref: string, audioHref: string, cues: readonly PlacedCue[]): string {
  const pars = [...cues]
    .sort((a, b) => a.start - b.start)
    .map(
      (cue) => `    <par id="par-${cue.id}">
      <text src="${escapeXml(pageHref)}#${cue.id}"/>
      <audio src="${escapeXml(audioHref)}" clipBegin="${clock(cue.start)}" clipEnd="${clock(cue.end)}"/>
    </par>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
  <body>
${pars}
  </body>
</smil>
`;
}
