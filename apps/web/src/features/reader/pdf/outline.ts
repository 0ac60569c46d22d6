import type { PDFDocumentProxy } from 'pdfjs-dist';
import { STUDY_LIMITS, type ContentsEntry } from '@folio/shared';

/** A PDF destination as pdf.js gives it: a named one (a string) or an explicit one (its first item names the page). */
type Destination = string | unknown[] | null;

/**
 * The page (from 0) a PDF destination opens, or null when the PDF names none that exists. The first item of an
 * explicit destination is a reference to the page object (usual) or, in some files, the page's index itself.
 */
export async function pageIndexOfDestination(doc: PDFDocumentProxy, destination: Destination): Promise<number | null> {
  try {
    const explicit = typeof destination === 'string' ? await doc.getDestination(destination) : destination;
    const target = explicit?.[0];
    let index: number | null = null;
    if (Number.isInteger(target)) index = target as number;
    else if (target && typeof target === 'object') index = await doc.getPageIndex(target as Parameters<PDFDocumentProxy['getPageIndex']>[0]);
    return index !== null && index >= 0 && index < doc.numPages ? index : null;
  } catch {
    // A broken reference in the file: the entry or link leads nowhere rather than failing the reader.
    return null;
  }
}

type OutlineItem = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number];

/**
 * A PDF's outline (its bookmarks) as the book's contents: every entry that leads to a page of the file, depth
 * first, at its depth (capped at the contents' deepest level). Entries that lead elsewhere (a web address, a
 * broken reference) are left out; a PDF without an outline has no contents.
 */
export async function pdfOutline(doc: PDFDocumentProxy): Promise<ContentsEntry[]> {
  const outline = await doc.getOutline().catch(() => null);
  const entries: ContentsEntry[] = [];
  const walk = async (items: OutlineItem[], level: number) => {
    for (const item of items) {
      if (entries.length >= STUDY_LIMITS.contentsEntries) return;
      const page = await pageIndexOfDestination(doc, item.dest as Destination);
      const title = item.title.replace(/\s+/g, ' ').trim().slice(0, STUDY_LIMITS.contentsTitle);
      if (page !== null && title) entries.push({ title, page, level: Math.min(level, STUDY_LIMITS.contentsLevelMax) });
      if (item.items.length) await walk(item.items, level + 1);
    }
  };
  await walk(outline ?? [], 1);
  return entries;
}

/**
 * The PDF's own page labels (i, ii, 1, 2…), one per page, or null when it has none or they only repeat the
 * page numbers (nothing to show beside them).
 */
export async function pdfPageLabels(doc: PDFDocumentProxy): Promise<string[] | null> {
  const labels = await doc.getPageLabels().catch(() => null);
  if (!labels || labels.length !== doc.numPages) return null;
  return labels.every((label, index) => label === String(index + 1)) ? null : labels;
}
