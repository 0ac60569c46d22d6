import { describe, expect, it } from 'vitest';
import type { BookElement, BookPage } from '../document/page-schema.ts';
import { bookLanguage, checkBook } from './check.ts';
import { contrastRatio, parseColour } from './colour.ts';
import { pageReadingOrder } from '../document/text.ts';
import { isVagueLinkText } from './vague-links.ts';
import { isWebVtt } from './webvtt.ts';
import { pdfPageId } from '../entities/annotation-model.ts';

const PDF_PAGE_1 = pdfPageId(1);

let n = 0;
const el = (type: string, fields: Record<string, unknown> = {}, at: { x?: number; y?: number; w?: number; h?: number } = {}): BookElement =>
  ({ id: `${type}-${++n}`, type, position: { x: at.x ?? 20, y: at.y ?? 20 }, size: { width: at.w ?? 300, height: at.h ?? 80 }, style: {}, ...fields }) as BookElement;
const page = (id: string, elements: BookElement[], extra: Partial<BookPage> = {}): BookPage => ({ id, name: id, elements, layout: { gutter: 50, columns: 2 }, style: {}, ...extra });
const text = (html: string, style: Record<string, unknown> = {}, at = {}) => el('text', { html, style: { fontSize: 16, color: '#111827', ...style } }, at);
const rulesOf = (pages: BookPage[]) => checkBook(pages).problems.map((p) => `${p.rule}:${p.element_id}`);

/** A book built to have every kind of problem once, each on an element of its own, and the same book mended. */
function books() {
  const intro = text('<p>A story about a fox who lives in the forest.</p>', {}, { y: 20, h: 120 });
  const problems = {
    'image-alt': el('image', { src: '/uploads/image/a.webp', alt: '' }, { y: 160 }),
    contrast: text('<p>Pale words on white paper</p>', { color: '#bbbbbb' }, { y: 260 }),
    'link-text': el('link', { text: 'Click here', url: 'https://example.com', variant: 'text' }, { y: 360, h: 30 }),
    'video-captions': el('video', { src: '/uploads/video/v.mp4' }, { y: 420 }),
    'question-text': el('quiz', { question: '', options: [{ id: 'a', text: 'Yes', correct: true }, { id: 'b', text: '', correct: false }], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1 }, { y: 520 }),
    'heading-levels': el('heading', { text: 'Chapter one', level: 3, style: { fontSize: 28, color: '#111827' } }, { y: 620, h: 50 }),
    language: text('<p>مكتبة المدينة</p>', {}, { y: 680, h: 60 }),
    overflow: text(`<p>${'The fox ran far into the trees. '.repeat(20)}</p>`, {}, { y: 760, w: 200, h: 30 }),
    'audio-transcript': el('audio', { src: '/uploads/audio/s.mp3' }, { y: 820 }),
  };
  // Stacked last but at the top of the page: a screen reader would read it after everything below it.
  const late = text('<p>Read me first, I am at the top</p>', {}, { y: 0, h: 30, w: 700 });
  const broken = [page('p1', [intro]), page('p2', [...Object.values(problems)]), page('p3', [text('<p>Second page words here</p>', {}, { y: 300 }), late])];
  const fixed = [
    page('p1', [el('heading', { text: 'The fox', level: 1, style: { fontSize: 32, color: '#111827' } }, { y: 0, h: 50 }), intro]),
    page('p2', [
      { ...problems['image-alt'], alt: 'A red fox' },
      { ...problems.contrast, style: { fontSize: 16, color: '#595959' } },
      { ...problems['link-text'], text: 'The fox society website' },
      { ...problems['video-captions'], captions: 'WEBVTT\n\n00:00.000 --> 00:02.000\nA fox runs.' },
      { ...problems['question-text'], question: 'Is it a fox?', options: [{ id: 'a', text: 'Yes', correct: true }, { id: 'b', text: 'No', correct: false }] },
      { ...problems['heading-levels'], level: 2 },
      { ...problems.language, lang: 'ar' },
      { ...problems.overflow, size: { width: 600, height: 500 } },
      { ...problems['audio-transcript'], transcript: 'The fox barks twice.' },
    ]),
    page('p3', broken[2]!.elements, { readingOrder: [late.id, broken[2]!.elements[0]!.id] }),
  ];
  return { broken, fixed, problems, late };
}

describe('the accessibility checker', () => {
  it('should find each kind of problem on the element that has it, with its severity', () => {
    const { broken, problems, late } = books();
    const report = checkBook(broken);
    for (const [rule, element] of Object.entries(problems)) expect(rulesOf(broken), rule).toContain(`${rule}:${element.id}`);
    expect(rulesOf(broken)).toContain(`reading-order:${late.id}`);
    const severity = Object.fromEntries(report.problems.map((p) => [p.rule, p.severity]));
    expect(severity).toMatchObject({ 'image-alt': 'serious', contrast: 'serious', 'link-text': 'serious', 'video-captions': 'serious', 'question-text': 'serious' });
    expect(severity).toMatchObject({ 'reading-order': 'warning', 'heading-levels': 'warning', language: 'warning', overflow: 'warning', 'audio-transcript': 'warning' });
    expect(report.serious).toBe(5);
    expect(report.warnings).toBe(report.problems.length - 5);
    expect(report.problems.find((p) => p.rule === 'contrast')).toMatchObject({ page_index: 1, page_id: 'p2', values: { required: 4.5, foreground: '#bbbbbb', background: '#ffffff' } });
    expect(report.problems.find((p) => p.rule === 'language')?.values).toEqual({ language: 'ar' });
  });

  it('should find nothing in the book once each problem is mended', () => {
    expect(checkBook(books().fixed).problems).toEqual([]);
  });

  it('should read contrast against the shapes and the page background beneath the words, and allow 3:1 for large text', () => {
    const shape = el('shape', { shape: 'rectangle', style: { fill: '#1e3a8a' } }, { x: 0, y: 0, w: 800, h: 400 });
    const white = text('<p>White on navy</p>', { color: '#ffffff' }, { y: 50 });
    const dark = text('<p>Dark on navy</p>', { color: '#111827' }, { y: 150 });
    expect(rulesOf([page('p', [shape, white, dark])])).toEqual([`contrast:${dark.id}`]);
    // The same words under the shape are read against the page: the shape over them does not count.
    expect(rulesOf([page('p', [white, shape])])).toContain(`contrast:${white.id}`);
    const grey = (style: Record<string, unknown>) => text('<p>Grey words</p>', { color: '#949494', ...style });
    expect(rulesOf([page('p', [grey({ fontSize: 16 })])])).toHaveLength(1); // 3.03:1
    expect(rulesOf([page('p', [grey({ fontSize: 24 })])])).toEqual([]);
    expect(rulesOf([page('p', [grey({ fontSize: 19, fontWeight: 700 })])])).toEqual([]);
    expect(rulesOf([page('p', [text('<p>Words</p>', { color: '#ffffff' })], { style: { background: '#000000' } })])).toEqual([]);
    // A span's own colour counts, and a picture beneath makes the colour unknown: nothing is said.
    expect(rulesOf([page('p', [text('<p>Good <span style="color: #eeeeee">pale</span></p>')])])).toHaveLength(1);
    expect(rulesOf([page('p', [el('image', { src: '/uploads/image/a.webp', alt: 'Sky' }, { x: 0, y: 0, w: 800, h: 800 }), text('<p>Words</p>', { color: '#ffffff' })])])).toEqual([]);
    // An opaque shape over the picture, under the words, is what they are read against again.
    const photo = el('image', { src: '/uploads/image/a.webp', alt: 'Sky' }, { x: 0, y: 0, w: 800, h: 800 });
    const card = el('shape', { shape: 'rectangle', style: { fill: '#ffffff' } }, { x: 0, y: 0, w: 800, h: 800 });
    const pale = text('<p>Words</p>', { color: '#eeeeee' });
    expect(rulesOf([page('p', [photo, card, pale])])).toEqual([`contrast:${pale.id}`]);
    // A PDF book's layer lies over the PDF's page, whose colours are unknown: nothing is said of words straight on it.
    expect(checkBook([page(PDF_PAGE_1, [text('<p>Words</p>', { color: '#ffffff' })])]).problems).toEqual([]);
    expect(contrastRatio(parseColour('#777777')!, parseColour('white')!)).toBeCloseTo(4.48, 2);
    expect(parseColour('rgb(255 0 0 / 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseColour('hsl(0, 0%, 100%)')).toMatchObject({ r: 255, g: 255, b: 255 });
  });

  it('should tell link words that say nothing in the five languages, in link elements and in links of text', () => {
    for (const vague of ['Click here!', 'more', 'اضغط هنا', 'এখানে ক্লিক করুন', '여기를 클릭', 'ここをクリック', '']) expect(isVagueLinkText(vague), vague).toBe(true);
    expect(isVagueLinkText('The fox society')).toBe(false);
    const body = text('<p>See <a href="https://example.com">here</a>.</p>');
    expect(rulesOf([page('p', [body])])).toEqual([`link-text:${body.id}`]);
  });

  it('should take the book language from most of its words, and find passages in other scripts', () => {
    const ar = [page('p', [text('<p>كان يا ما كان في قديم الزمان</p>'), text('<p>The fox said hello</p>', {}, { y: 200 })])];
    expect(bookLanguage(ar)).toBe('ar');
    expect(checkBook(ar).problems.map((p) => [p.rule, p.values])).toEqual([['language', { language: 'en' }]]);
    for (const [words, language] of [['한국어 문장입니다', 'ko'], ['日本語の文です', 'ja'], ['বাংলা বাক্য', 'bn']] as const) {
      expect(checkBook([page('p', [text('<p>An English book about many things</p>', {}, { h: 200 }), text(`<p>${words}</p>`, {}, { y: 300 })])]).problems[0]?.values).toEqual({ language });
    }
    // A name of two letters is not a passage.
    expect(checkBook([page('p', [text('<p>An English book about 日本</p>')])]).problems).toEqual([]);
  });

  it('should count a passage marked with its language inside a text (span lang) as marked, and only that passage', () => {
    const intro = text('<p>An English book about a city and its many libraries</p>', {}, { h: 200 });
    const languageOf = (html: string) => checkBook([page('p', [intro, text(html, {}, { y: 300 })])]).problems.map((p) => [p.rule, p.values]);
    expect(languageOf('<p>The sign said مكتبة المدينة الكبيرة</p>')).toEqual([['language', { language: 'ar' }]]);
    expect(languageOf('<p>The sign said <span lang="ar">مكتبة المدينة الكبيرة</span></p>')).toEqual([]);
    expect(languageOf('<p>Its name: <span lang="ar"><span style="color:#111827">مكتبة</span> المدينة الكبيرة</span>.</p>')).toEqual([]);
    // Only the marked words are: the rest of the Arabic still asks to be marked.
    expect(languageOf('<p><span lang="ar">مكتبة</span> المدينة الكبيرة</p>')).toEqual([['language', { language: 'ar' }]]);
    // Any other span, or a marked one closed before the passage, says nothing of its language.
    expect(languageOf('<p><span style="color:#111827">مكتبة</span> <span lang="fr">le</span> المدينة الكبيرة</p>')).toEqual([['language', { language: 'ar' }]]);
  });

  it('should take the overflow the browser measured over its own estimate', () => {
    const box = text('<p>Short</p>');
    expect(checkBook([page('p', [box])]).problems).toEqual([]);
    expect(checkBook([page('p', [box])], { measuredOverflow: new Map([[box.id, true]]) }).problems.map((p) => p.rule)).toEqual(['overflow']);
  });

  it('should find a text box that reaches past its page\'s edge, given the book\'s page size or the page\'s own', () => {
    const size = { width: 600, height: 800 };
    const inside = text('<p>Inside</p>', {}, { x: 20, y: 700, w: 560, h: 100 });
    const right = text('<p>Right</p>', {}, { x: 400, y: 20, w: 300, h: 40 });
    const below = el('heading', { text: 'Below', level: 1, style: { fontSize: 16, color: '#111827' } }, { x: 20, y: 780, w: 200, h: 40 });
    const left = text('<p>Left</p>', {}, { x: -10, y: 100, w: 100, h: 40 });
    // A picture past the edge is a bleed, not lost words.
    const picture = el('image', { src: '/uploads/image/a.webp', alt: 'A fox' }, { x: 500, y: 20, w: 300, h: 300 });
    const pages = [page('p', [inside, right, below, left, picture])];
    const edges = (options = {}) => checkBook(pages, options).problems.filter((p) => p.values?.edge).map((p) => p.element_id);
    expect(edges({ pageSize: size })).toEqual([right.id, below.id, left.id]);
    expect(checkBook(pages, { pageSize: size }).problems.find((p) => p.element_id === right.id && p.values?.edge)).toMatchObject({ rule: 'overflow', severity: 'warning' });
    // Without a size nothing is known of the edge; a page's own size is the one it is drawn at.
    expect(edges()).toEqual([]);
    expect(checkBook([{ ...pages[0]!, size: { width: 800, height: 900 } }], { pageSize: size }).problems.filter((p) => p.values?.edge).map((p) => p.element_id)).toEqual([left.id]);
  });

  it('should follow the author\'s reading order, then the elements it leaves out in stacking order', () => {
    const [a, b, c] = [text('<p>a</p>'), text('<p>b</p>'), text('<p>c</p>')];
    expect(pageReadingOrder({ elements: [a!, b!, c!], readingOrder: [c!.id, 'gone', a!.id] }).map((e) => e.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(pageReadingOrder({ elements: [a!, b!] }).map((e) => e.id)).toEqual([a!.id, b!.id]);
    // An element added after the order was set is not in it: worth a word.
    const p = page('p', [text('<p>Top words</p>', {}, { y: 0 }), text('<p>Lower words</p>', {}, { y: 300 })]);
    expect(checkBook([{ ...p, readingOrder: [p.elements[0]!.id] }]).problems.map((x) => [x.rule, x.element_id])).toEqual([['reading-order', p.elements[1]!.id]]);
  });

  it("should ask a hotspot for a name that says something, and its picture for a description", () => {
    const unnamed = el('hotspot', { label: '  ', opens: 'text', text: 'Anemones live here.' });
    const vague = el('hotspot', { label: 'Click here', opens: 'text', text: 'x' });
    const undescribed = el('hotspot', { label: 'The bay', opens: 'picture', src: '/uploads/image/bay.webp', alt: '' });
    const fine = el('hotspot', { label: 'The bay', opens: 'picture', src: '/uploads/image/bay.webp', alt: 'A map of the bay' });
    const found = rulesOf([page('p1', [unnamed, vague, undescribed, fine])]);
    expect(found).toEqual(expect.arrayContaining([`link-text:${unnamed.id}`, `link-text:${vague.id}`, `image-alt:${undescribed.id}`]));
    expect(found.filter((f) => f.endsWith(fine.id))).toEqual([]);
  });

  it('should know a WebVTT file by its first line', () => {
    expect(isWebVtt('WEBVTT\n\n00:00.000 --> 00:01.000\nHi')).toBe(true);
    expect(isWebVtt('\uFEFFWEBVTT - captions\n')).toBe(true);
    expect(isWebVtt('1\n00:00:00,000 --> 00:00:01,000\nHi')).toBe(false);
  });
});
