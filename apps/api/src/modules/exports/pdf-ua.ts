import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFString, type PDFPage } from 'pdf-lib';
import type { ExportBook } from './book.ts';
import { escapeXml } from './xhtml.ts';

/**
 * What Chromium's tagged PDF lacks for PDF/UA-1 (ISO 14289-1), added after printing (docs/decisions/013-exports.md):
 * the XMP metadata with the PDF/UA identifier (`pdfuaid:part` 1), the title (`dc:title`, the Info title shown in
 * the window's title bar: DisplayDocTitle) and the language (`/Lang`), a RoleMap for structure types that are not
 * PDF 1.7's standard ones, annotations in the structure's order (`/Tabs /S`), Link annotations with their
 * description (describeLinks), and Arabic words that read back whole (joinArabicWords). Every object Chromium wrote
 * (the structure tree, the marked content) stays as it is.
 */
export async function finishPdfUa(bytes: Uint8Array, book: ExportBook, links: readonly PdfLink[] = []): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const words = linkWords(links);
  for (const page of doc.getPages()) {
    joinArabicWords(doc, page);
    describeLinks(doc, page, words);
    page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
  }
  mapRoles(doc);
  doc.setTitle(book.title, { showInWindowTitleBar: true });
  doc.setLanguage(book.language);
  if (book.authors.length) doc.setAuthor(book.authors.join(', '));
  if (book.description) doc.setSubject(book.description);
  doc.setProducer('Folio');
  const xmp = xmpOf(book, doc.getCreationDate() ?? book.modified);
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(doc.context.stream(Buffer.from(xmp, 'utf8'), { Type: 'Metadata', Subtype: 'XML' })));
  // Chromium writes PDF 1.4, which has no object streams.
  return doc.save({ useObjectStreams: false });
}

/** A link of the printed page: its address as the Link annotation has it (`#page-<id>` for a page of the book), its words. */
export interface PdfLink {
  address: string;
  words: string;
}

/** Each address's words; an address linked with different words (or none) has none of its own. */
function linkWords(links: readonly PdfLink[]): Map<string, string> {
  const words = new Map<string, string>();
  for (const { address, words: text } of links) words.set(address, words.has(address) && words.get(address) !== text ? '' : text);
  return words;
}

/**
 * Every Link annotation with its alternate description (/Contents; PDF/UA-1 7.18.5), which Chromium does not write:
 * the link's words as the page shows them, or its address (a page of the book: `#page-<id>`).
 */
function describeLinks(doc: PDFDocument, page: PDFPage, words: ReadonlyMap<string, string>) {
  for (const ref of page.node.Annots()?.asArray() ?? []) {
    const annot = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
    if (!(annot instanceof PDFDict) || annot.get(PDFName.of('Subtype')) !== PDFName.of('Link') || annot.has(PDFName.of('Contents'))) continue;
    const uri = annot.lookupMaybe(PDFName.of('A'), PDFDict)?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString)?.decodeText();
    const dest = annot.get(PDFName.of('Dest'));
    const address = uri ?? (dest instanceof PDFName || dest instanceof PDFString || dest instanceof PDFHexString ? `#${dest.decodeText()}` : undefined);
    if (address) annot.set(PDFName.of('Contents'), PDFHexString.fromText(words.get(address) || address));
  }
}

/** The XMP packet: the PDF/UA identifier and what PDF/UA asks the metadata to say (the title, at least). */
function xmpOf(book: ExportBook, created: Date): string {
  const li = (values: string[]) => values.map((v) => `<rdf:li>${escapeXml(v)}</rdf:li>`).join('');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(book.title)}</rdf:li></rdf:Alt></dc:title>
<dc:language><rdf:Bag>${li([book.language])}</rdf:Bag></dc:language>${book.authors.length ? `
<dc:creator><rdf:Seq>${li(book.authors)}</rdf:Seq></dc:creator>` : ''}${book.description ? `
<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(book.description)}</rdf:li></rdf:Alt></dc:description>` : ''}
<pdf:Producer>Folio</pdf:Producer>
<xmp:CreateDate>${created.toISOString()}</xmp:CreateDate>
<xmp:ModifyDate>${created.toISOString()}</xmp:ModifyDate>
<pdfuaid:part>1</pdfuaid:part>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** PDF 1.7's standard structure types (ISO 32000-1, 14.8.4): a tag outside them needs a RoleMap entry. */
const STANDARD = new Set(['Document', 'Part', 'Art', 'Sect', 'Div', 'BlockQuote', 'Caption', 'TOC', 'TOCI', 'Index', 'NonStruct', 'Private', 'P', 'H', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'L', 'LI', 'Lbl', 'LBody', 'Table', 'TR', 'TH', 'TD', 'THead', 'TBody', 'TFoot', 'Span', 'Quote', 'Note', 'Reference', 'BibEntry', 'Code', 'Link', 'Annot', 'Ruby', 'RB', 'RT', 'RP', 'Warichu', 'WT', 'WP', 'Figure', 'Formula', 'Form']);

/** What a tag of PDF 2.0 or HTML that Chromium may write stands for among the standard ones; others are spans. */
const ROLES: Record<string, string> = { Strong: 'Span', Em: 'Span', Title: 'H1', Aside: 'Note', FENote: 'Note', Sub: 'Span', Artifact: 'NonStruct' };

/** Every structure type of the tree that is not standard, mapped in the tree root's RoleMap. */
function mapRoles(doc: PDFDocument) {
  const root = doc.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
  if (!root) return;
  const found = new Set<string>();
  const seen = new Set<PDFDict>();
  const walk = (node: unknown) => {
    const value = node instanceof PDFRef ? doc.context.lookup(node) : node;
    if (value instanceof PDFArray) return value.asArray().forEach(walk);
    if (!(value instanceof PDFDict) || seen.has(value)) return;
    seen.add(value);
    const type = value.get(PDFName.of('S'));
    if (type instanceof PDFName) found.add(type.decodeText());
    walk(value.get(PDFName.of('K')));
  };
  walk(root.get(PDFName.of('K')));
  const roleMap = root.lookupMaybe(PDFName.of('RoleMap'), PDFDict) ?? PDFDict.withContext(doc.context);
  for (const type of found) {
    if (!STANDARD.has(type) && !roleMap.has(PDFName.of(type))) roleMap.set(PDFName.of(type), PDFName.of(ROLES[type] ?? 'Span'));
  }
  if (roleMap.keys().length) root.set(PDFName.of('RoleMap'), roleMap);
}

/** A font's ToUnicode CMap: its two-byte codes' text. */
export function toUnicode(doc: PDFDocument, font: PDFDict): Map<number, string> {
  const map = new Map<number, string>();
  const stream = font.lookup(PDFName.of('ToUnicode'));
  if (!(stream instanceof PDFRawStream)) return map;
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(code!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const from = parseInt(low!, 16);
      const to = parseInt(high!, 16);
      const targets = target!.startsWith('[') ? [...target!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : null;
      for (let code = from; code <= to && code - from < 65536; code += 1) {
        if (targets) map.set(code, utf16(targets[code - from] ?? ''));
        else {
          const base = Buffer.from(target!.slice(1, -1), 'hex');
          base.writeUInt16BE((base.readUInt16BE(base.length - 2) + code - from) & 0xffff, base.length - 2);
          map.set(code, base.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

/** An ActualText value as Chromium writes it: a literal string (PDFDocEncoding, ASCII here) or UTF-16BE in hex. */
function actualText(value: string): string {
  if (value.startsWith('<')) {
    const bytes = Buffer.from(value.slice(1, -1).replace(/^feff/i, ''), 'hex');
    return bytes.length % 2 ? '' : Buffer.from(bytes).swap16().toString('utf16le');
  }
  return value.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

const hexText = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/**
 * Arabic words as one word each when text is read back (pdftotext, search, copy, a screen reader). Chromium draws
 * a right-to-left run glyph by glyph, each letter's glyphs in a marked-content span with its letter as
 * ActualText; Noto Sans Arabic draws a dotted letter as its dotless shape and its dots, the dots first and set a
 * little above or below the line. Readers take a span's place from its first glyph, so a letter read with its
 * dots seems off the line, and the word is read as pieces ("مكت ب ة"). Each word of a right-to-left run (the
 * glyphs between two spaces) becomes one span whose ActualText is its letters: read whole, wherever its dots are.
 * The letters are given in the order they are drawn, as Chromium's spans give them, which readers turn to
 * reading order like the rest of the run.
 */
function joinArabicWords(doc: PDFDocument, page: PDFPage) {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  if (!fonts) return;
  const maps = new Map<string, Map<number, string>>();
  const mapOf = (name: string) => {
    if (!maps.has(name)) {
      const font = fonts.lookupMaybe(PDFName.of(name), PDFDict);
      maps.set(name, font ? toUnicode(doc, font) : new Map());
    }
    return maps.get(name)!;
  };
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFRef ? [contents] : contents instanceof PDFArray ? contents.asArray().filter((r): r is PDFRef => r instanceof PDFRef) : [];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const before = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    if (!before.includes('/ReversedChars BMC')) continue;
    const after = joinWordsOfRuns(before, mapOf);
    if (after !== before) doc.context.assign(ref, doc.context.flateStream(Buffer.from(after, 'latin1')));
  }
}

/** A glyph drawn, or a span of them: the content's lines, the text they stand for, and whether it is a space. */
type Item = { lines: string[]; text: string; glyph: boolean };

/** The content stream with each right-to-left run's words joined (joinArabicWords). */
function joinWordsOfRuns(content: string, mapOf: (font: string) => Map<number, string>): string {
  const lines = content.split('\n');
  const out: string[] = [];
  let font = '';
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const tf = /^\/(\S+) [\d.]+ Tf$/.exec(line);
    if (tf) font = tf[1]!;
    out.push(line);
    if (line !== '/ReversedChars BMC') continue;
    // The run: up to its EMC.
    const items: Item[] = [];
    let open: Item | null = null;
    for (i += 1; i < lines.length; i += 1) {
      const l = lines[i]!;
      const span = /^\/Span<<\/ActualText (\(.*\)|<[0-9a-fA-F]*>) >> ?BDC$/.exec(l);
      if (span && !open) {
        open = { lines: [], text: actualText(span[1]!), glyph: true };
        continue;
      }
      if (l === 'EMC') {
        if (open) {
          items.push(open);
          open = null;
          continue;
        }
        break;
      }
      // Anything else nested (a marked-content sequence of another kind) is left as it is: no joining.
      if (/BDC$|BMC$/.test(l)) return content;
      const f = /^\/(\S+) [\d.]+ Tf$/.exec(l);
      if (f) font = f[1]!;
      if (open) {
        open.lines.push(l);
        continue;
      }
      const glyphs = /<([0-9a-fA-F]+)> ?Tj$/.exec(l);
      const map = mapOf(font);
      items.push(glyphs ? { lines: [l], text: (glyphs[1]!.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '').join(''), glyph: true } : { lines: [l], text: '', glyph: false });
    }
    if (open) return content;
    // Words: the glyphs between spaces, with what is drawn between them (a font, a position).
    let word: Item[] = [];
    const flush = () => {
      const text = word.map((item) => item.text).join('');
      if (word.some((item) => item.glyph) && text) out.push(`/Span<</ActualText ${hexText(text)} >> BDC`, ...word.flatMap((item) => item.lines), 'EMC');
      else out.push(...word.flatMap((item) => item.lines));
      word = [];
    };
    for (const item of items) {
      if (item.glyph && /\s/.test(item.text)) {
        flush();
        out.push(...item.lines);
      } else word.push(item);
    }
    flush();
    if (i < lines.length) out.push(lines[i]!);
  }
  return out.join('\n');
}
