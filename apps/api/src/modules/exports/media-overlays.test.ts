import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookElement, BookPage } from '@folio/shared';
import { wavToMp3 } from './audio.ts';
import type { ExportBook } from './book.ts';
import { buildEpub } from './epub.ts';
import type { BookFiles } from './files.ts';
import { clock, smilDocument, wrapSentences } from './media-overlays.ts';

const EPUBCHECK = '/usr/share/java/epubcheck.jar';
const CHECK_ALL = fileURLToPath(new URL('./fixtures/EpubCheckAll.java', import.meta.url));

const text = (id: string, html: string, y = 0): BookElement => ({ id, type: 'text', position: { x: 20, y }, size: { width: 400, height: 80 }, style: {}, html });
const heading = (id: string, words: string): BookElement => ({ id, type: 'heading', position: { x: 20, y: 0 }, size: { width: 400, height: 40 }, style: {}, text: words, level: 1 });

describe('wrapSentences', () => {
  it('should put each cued sentence in a span with its id, leaving the other sentences as they were', () => {
    const { html, placed } = wrapSentences(text('e1', ''), '<div dir="auto"><p>One cat. Two dogs! Three birds?</p></div>', [
      { element: 'e1', sentence: 0, start: 0, end: 1, id: 'mo-1' },
      { element: 'e1', sentence: 2, start: 2, end: 3, id: 'mo-2' },
      { element: 'e9', sentence: 0, start: 3, end: 4, id: 'mo-3' },
    ], 'en');
    expect(html).toBe('<div dir="auto"><p><span id="mo-1">One cat.</span> Two dogs! <span id="mo-2">Three birds?</span></p></div>');
    expect(placed.map((c) => c.id)).toEqual(['mo-1', 'mo-2']);
  });

  it('should wrap a sentence across inline markup piece by piece, the id on its first piece, and escape what it writes', () => {
    const { html } = wrapSentences(text('e1', ''), '<p>A <b>bold</b> &amp; true line. Next.</p>', [{ element: 'e1', sentence: 0, start: 0, end: 1, id: 'mo-1' }], 'en');
    expect(html).toBe('<p><span id="mo-1">A </span><b><span>bold</span></b><span> &amp; true line.</span> Next.</p>');
  });

  it('should leave out a cue whose sentence is gone (the text was changed after aligning)', () => {
    const { placed } = wrapSentences(heading('h', ''), '<h2>Only one</h2>', [{ element: 'h', sentence: 3, start: 0, end: 1, id: 'mo-1' }], 'en');
    expect(placed).toEqual([]);
  });

  it('should split Arabic and Japanese at their own marks', () => {
    const ar = wrapSentences(text('e', ''), '<p>هل قرأ الكتاب؟ نعم.</p>', [{ element: 'e', sentence: 1, start: 0, end: 1, id: 'mo-1' }], 'ar');
    expect(ar.html).toBe('<p>هل قرأ الكتاب؟ <span id="mo-1">نعم.</span></p>');
    const ja = wrapSentences(text('e', ''), '<p>猫が座った。犬が走った。</p>', [{ element: 'e', sentence: 1, start: 0, end: 1, id: 'mo-1' }], 'ja');
    expect(ja.html).toBe('<p>猫が座った。<span id="mo-1">犬が走った。</span></p>');
  });
});

describe('smilDocument', () => {
  it('should play the clips in time order, each naming its sentence in the page and its part of the recording', () => {
    const smil = smilDocument('page-0001.xhtml', 'files/audio-a.mp3', [
      { element: 'e', sentence: 1, start: 1.25, end: 2.5, id: 'mo-2' },
      { element: 'e', sentence: 0, start: 0, end: 1.25, id: 'mo-1' },
    ]);
    const pars = [...smil.matchAll(/<text src="([^"]+)"\/>\s*<audio src="([^"]+)" clipBegin="([^"]+)" clipEnd="([^"]+)"\/>/g)].map((m) => m.slice(1));
    expect(pars).toEqual([
      ['page-0001.xhtml#mo-1', 'files/audio-a.mp3', '0:00:00.000', '0:00:01.250'],
      ['page-0001.xhtml#mo-2', 'files/audio-a.mp3', '0:00:01.250', '0:00:02.500'],
    ]);
  });

  it('should write clock values with hours, minutes and milliseconds', () => {
    expect(clock(3725.5)).toBe('1:02:05.500');
    expect(clock(0.0004)).toBe('0:00:00.000');
  });
});

/** A second of a 16-bit mono WAV at 8 kHz (a tone), as a recorder would store it. */
function toneWav(seconds = 1.2, rate = 8000) {
  const samples = Math.round(seconds * rate);
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return new Uint8Array(out);
}

describe('an EPUB with Media Overlays', () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-overlays-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const narrated = (id: string, elements: BookElement[], cues: { element: string; sentence: number; start: number; end: number }[]): BookPage => ({
    id,
    name: id,
    elements,
    layout: { gutter: 50, columns: 2 },
    style: {},
    narration: { src: '/uploads/audio/reading.wav', duration: 1.2, cues },
  });
  const book = (language: 'en' | 'ar', pages: BookPage[]): ExportBook => ({
    id: '7b0f3c8e-4a57-4bb4-9a6d-2b1e4c1f6a01',
    slug: 'narrated',
    title: language === 'ar' ? 'كتاب مقروء' : 'A narrated book',
    description: '',
    authors: ['Ada'],
    publisher: null,
    size: { width: 600, height: 800 },
    pages,
    cover: null,
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    modified: new Date('2026-01-01T00:00:00Z'),
  });
  const files = (): BookFiles => ({
    referencedBy: (b) => b.pages.flatMap((p) => (p.narration ? [p.narration.src] : [])),
    readAsStored: async () => null,
    // The recording as the export reads it: a WAV made MP3, as files.ts does.
    read: async (url) => (url === '/uploads/audio/reading.wav' ? { name: 'files/audio-reading.mp3', type: 'audio/mpeg', bytes: (await wavToMp3(toneWav()))! } : null),
  });

  it('should carry each narrated page as a SMIL overlay with its metadata, and pass W3C EPUBCheck with no error and no warning', async () => {
    const en = book('en', [
      narrated('one', [heading('h1', 'The rain'), text('t1', '<p>It rains. The river <b>grows</b> fast. Fish swim.</p>', 100)], [
        { element: 'h1', sentence: 0, start: 0, end: 0.3 },
        { element: 't1', sentence: 0, start: 0.3, end: 0.6 },
        { element: 't1', sentence: 1, start: 0.6, end: 0.9 },
        { element: 't1', sentence: 2, start: 0.9, end: 1.2 },
        // A sentence that is no longer there: left out, not a broken reference.
        { element: 't1', sentence: 7, start: 1.2, end: 1.2 },
      ]),
      { id: 'two', name: 'two', elements: [text('t2', '<p>Not narrated.</p>')], layout: { gutter: 50, columns: 2 }, style: {} },
    ]);
    const ar = book('ar', [narrated('one', [text('t1', '<p>هل قرأ الكتاب؟ نعم، قرأه.</p>')], [{ element: 't1', sentence: 0, start: 0, end: 0.6 }, { element: 't1', sentence: 1, start: 0.6, end: 1.2 }])]);
    const paths: string[] = [];
    for (const [label, b] of [['en', en], ['ar', ar]] as const) {
      const bytes = await buildEpub(b, files(), null);
      const path = join(dir, `narrated-${label}.epub`);
      writeFileSync(path, bytes);
      paths.push(path);
      if (label !== 'en') continue;
      const zip = unzipSync(bytes);
      const opf = strFromU8(zip['EPUB/package.opf']!);
      expect(opf).toContain('<item id="p1" href="page-0001.xhtml" media-type="application/xhtml+xml" media-overlay="mo1"/>');
      expect(opf).toMatch(/<item id="p2" href="page-0002.xhtml" media-type="application\/xhtml\+xml"\/>/);
      expect(opf).toContain('<item id="mo1" href="page-0001.smil" media-type="application/smil+xml"/>');
      expect(opf).toContain('<meta property="media:duration" refines="#mo1">0:00:01.200</meta>');
      expect(opf).toContain('<meta property="media:active-class">-epub-media-overlay-active</meta>');
      expect(opf).toContain('<meta property="schema:accessibilityFeature">synchronizedAudioText</meta>');
      const page = strFromU8(zip['EPUB/page-0001.xhtml']!);
      expect(page).toContain('<span id="mo-3">The river </span><b><span>grows</span></b><span> fast.</span>');
      const smil = strFromU8(zip['EPUB/page-0001.smil']!);
      expect(smil.match(/<par /g)).toHaveLength(4);
      expect(smil).not.toContain('#mo-5');
      expect(zip['EPUB/files/audio-reading.mp3']).toBeDefined();
      expect(zip['EPUB/page-0002.smil']).toBeUndefined();
    }
    // EPUBCheck writes its messages to stderr and the counts to stdout.
    const run = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-cp', EPUBCHECK, CHECK_ALL, ...paths], { encoding: 'utf8' });
    const out = `${run.stdout}\n${run.stderr}`;
    expect(out.split('\n').filter((l) => /^(FATAL|ERROR|WARNING)/.test(l))).toEqual([]);
    for (const path of paths) expect(out).toContain(`RESULT ${path} 0 0 0`);
  }, 120_000);
});
