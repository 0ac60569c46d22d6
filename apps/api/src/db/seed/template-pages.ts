import { randomUUID } from 'node:crypto';
import type { BookPage } from '@folio/shared';
import { el, page, paragraphs, tint, type Size } from './page-builders.ts';

/**
 * Page builders of the demo templates: real elements of the shared model (architecture.md §5), laid out for the
 * template's page size, so that the preview, the editor and a book started from them look finished.
 */

export interface PictureBook {
  title: string;
  byline: string;
  hue: number;
  /** One short paragraph per story page. */
  story: string[];
  /** The word on each story page's picture. */
  pictures: string[];
}

/** A landscape picture book: a cover with a big title, story pages with a picture and text, an end page. */
export function pictureBookPages(book: PictureBook, size: Size, coverPicture: string, pictures: string[]): BookPage[] {
  const { width: w, height: h } = size;
  const cover = page('Cover', [
    el('shape', 0, 0, w * 0.5, h, { shape: 'rectangle' }, { fill: tint(book.hue, 88) }),
    el('image', w * 0.54, h * 0.1, w * 0.4, h * 0.8, { src: coverPicture, alt: `Cover picture of ${book.title}` }, { radius: 24 }),
    el('heading', w * 0.05, h * 0.22, w * 0.4, h * 0.36, { text: book.title, level: 1 }, { fontSize: 64, fontWeight: 800, color: tint(book.hue, 28), lineHeight: 1.1 }),
    el('text', w * 0.05, h * 0.64, w * 0.4, 60, { html: paragraphs(book.byline) }, { fontSize: 22, color: '#374151' }),
    el('shape', w * 0.05, h * 0.6, 120, 8, { shape: 'rectangle' }, { fill: tint(book.hue, 45), radius: 4 }),
  ], '#ffffff');
  const story = book.story.map((text, i) => {
    const left = i % 2 ? w * 0.52 : w * 0.04;
    const box = i % 2 ? w * 0.06 : w * 0.54;
    return page(`Page ${i + 2}`, [
      el('image', left, h * 0.08, w * 0.44, h * 0.84, { src: pictures[i] ?? coverPicture, alt: `Illustration for page ${i + 2}` }, { radius: 18 }),
      el('shape', box, h * 0.18, w * 0.4, h * 0.64, { shape: 'rectangle' }, { fill: tint(book.hue, 95), radius: 24 }),
      el('heading', box + w * 0.03, h * 0.23, w * 0.34, 30, { text: book.title, level: 2 }, { fontSize: 18, fontWeight: 700, color: tint(book.hue, 40) }),
      el('text', box + w * 0.03, h * 0.31, w * 0.34, h * 0.46, { html: paragraphs(text) }, { fontSize: 30, lineHeight: 1.5, color: '#1f2937' }),
    ], tint(book.hue, 98, 40));
  });
  const end = page(`Page ${book.story.length + 2}`, [
    el('shape', w / 2 - 110, h / 2 - 170, 220, 220, { shape: 'ellipse' }, { fill: tint(book.hue, 90), stroke: tint(book.hue, 45), strokeWidth: 6 }),
    el('image', w / 2 - 96, h / 2 - 156, 192, 192, { src: coverPicture, alt: '' }, { radius: 96 }),
    el('heading', w * 0.2, h / 2 + 80, w * 0.6, 80, { text: 'The End', level: 2 }, { fontSize: 48, fontWeight: 700, textAlign: 'center', color: tint(book.hue, 28) }),
  ]);
  return [cover, ...story, end];
}

interface QuizQuestion {
  question: string;
  options: string[];
  /** Index of the right option in `options`. */
  answer: number;
}

export interface Worksheet {
  title: string;
  subject: string;
  instructions: string;
  hue: number;
  questions: QuizQuestion[];
}

const quiz = (q: QuizQuestion, x: number, y: number, width: number, hue: number) =>
  el('quiz', x, y, width, 56 + q.options.length * 40, {
    question: q.question,
    options: q.options.map((text, i) => ({ id: randomUUID(), text, correct: i === q.answer })),
    multiple: false,
    feedback: { correct: 'Well done!', incorrect: `Not quite: the answer is ${q.options[q.answer]}.` },
    points: 1,
  }, { accent: tint(hue, 45) });

/** A worksheet: a header band, name and date lines, instructions, quiz questions and what they are worth (each says at once whether it is right). */
export function worksheetPages(sheet: Worksheet, size: Size): BookPage[] {
  const { width: w } = size;
  const margin = 60;
  const top = 300;
  const gap = 20;
  let y = top;
  const questions = sheet.questions.map((q) => {
    const element = quiz(q, margin, y, w - margin * 2, sheet.hue);
    y += element.size.height + gap;
    return element;
  });
  return [
    page('Worksheet', [
      el('shape', 0, 0, w, 150, { shape: 'rectangle' }, { fill: tint(sheet.hue, 45) }),
      el('heading', margin, 36, w - margin * 2 - 140, 80, { text: sheet.title, level: 1 }, { fontSize: 40, fontWeight: 800, color: '#ffffff' }),
      el('shape', w - margin - 120, 35, 120, 80, { shape: 'rectangle' }, { fill: '#ffffff', radius: 12 }),
      el('text', w - margin - 120, 63, 120, 24, { html: paragraphs(sheet.subject) }, { fontSize: 16, fontWeight: 700, textAlign: 'center', color: tint(sheet.hue, 30) }),
      el('text', margin, 175, w - margin * 2, 40, { html: paragraphs('Name: ______________________   Date: ____________') }, { fontSize: 18, color: '#374151' }),
      el('text', margin, 225, w - margin * 2, 60, { html: paragraphs(sheet.instructions) }, { fontSize: 18, lineHeight: 1.5, color: '#1f2937' }),
      ...questions,
      el('shape', w - margin - 200, y + 10, 200, 70, { shape: 'rectangle' }, { fill: tint(sheet.hue, 95), stroke: tint(sheet.hue, 45), strokeWidth: 2, radius: 12 }),
      el('text', w - margin - 190, y + 30, 180, 40, { html: paragraphs(`${sheet.questions.length} questions, 1 point each`) }, { fontSize: 18, fontWeight: 700, textAlign: 'center', color: tint(sheet.hue, 30) }),
    ]),
  ];
}

export interface Deck {
  title: string;
  intro: string;
  hue: number;
  cards: [front: string, back: string][];
}

/** A flashcard deck: a title page with a picture and how to use the deck, then the deck itself. */
export function flashcardPages(deck: Deck, size: Size, image: string): BookPage[] {
  const { width: w, height: h } = size;
  return [
    page('Cover', [
      el('image', w * 0.55, h * 0.12, w * 0.38, h * 0.76, { src: image, alt: `Picture for ${deck.title}` }, { radius: 20 }),
      el('heading', w * 0.07, h * 0.2, w * 0.45, h * 0.3, { text: deck.title, level: 1 }, { fontSize: 44, fontWeight: 800, color: tint(deck.hue, 30) }),
      el('text', w * 0.07, h * 0.55, w * 0.43, h * 0.3, { html: paragraphs(deck.intro, 'Tap a card to flip it.') }, { fontSize: 18, lineHeight: 1.5, color: '#374151' }),
    ], tint(deck.hue, 96, 50)),
    page('Deck', [
      el('heading', 40, 24, w - 80, 50, { text: `${deck.title}: ${deck.cards.length} cards`, level: 2 }, { fontSize: 26, fontWeight: 700, textAlign: 'center', color: tint(deck.hue, 30) }),
      el('flashcards', w * 0.15, 100, w * 0.7, h - 150, { cards: deck.cards.map(([front, back]) => ({ id: randomUUID(), front, back })) }, { fill: tint(deck.hue, 92), color: tint(deck.hue, 25), radius: 16 }),
    ]),
  ];
}

export interface Magazine {
  title: string;
  issue: string;
  hue: number;
  headline: string;
  quote: string;
  /** Four columns of paragraphs: two on each page. */
  columns: [string[], string[], string[], string[]];
}

/** A two-page magazine spread: a masthead, a lead picture and two columns; then a pull quote, two columns and a picture. */
export function magazinePages(mag: Magazine, size: Size, images: [string, string]): BookPage[] {
  const { width: w, height: h } = size;
  const m = 50;
  const col = (w - m * 2 - 30) / 2;
  const text = { fontSize: 15, lineHeight: 1.55, color: '#1f2937' };
  return [
    page('Left page', [
      el('heading', m, 36, w - m * 2, 70, { text: mag.title, level: 1 }, { fontSize: 52, fontWeight: 900, color: tint(mag.hue, 35), letterSpacing: 2 }),
      el('line', m, 112, w - m * 2, 4, {}, { stroke: tint(mag.hue, 35), strokeWidth: 4 }),
      el('text', m, 124, w - m * 2, 30, { html: paragraphs(mag.issue) }, { fontSize: 14, fontWeight: 600, color: '#6b7280' }),
      el('image', m, 170, w - m * 2, h * 0.36, { src: images[0], alt: `Lead picture: ${mag.headline}` }, { radius: 8 }),
      el('heading', m, 190 + h * 0.36, w - m * 2, 60, { text: mag.headline, level: 2 }, { fontSize: 30, fontWeight: 800, color: '#111827' }),
      el('text', m, 270 + h * 0.36, col, h * 0.36, { html: paragraphs(...mag.columns[0]) }, text),
      el('text', m + col + 30, 270 + h * 0.36, col, h * 0.36, { html: paragraphs(...mag.columns[1]) }, text),
    ]),
    page('Right page', [
      el('shape', m, 60, w - m * 2, 200, { shape: 'rectangle' }, { fill: tint(mag.hue, 45), radius: 16 }),
      el('shape', w - m - 100, 85, 60, 60, { shape: 'ellipse' }, { fill: tint(mag.hue, 65) }),
      el('text', m + 40, 100, w - m * 2 - 180, 140, { html: paragraphs(`“${mag.quote}”`) }, { fontSize: 28, fontWeight: 700, lineHeight: 1.35, color: '#ffffff' }),
      el('text', m, 300, col, 320, { html: paragraphs(...mag.columns[2]) }, text),
      el('text', m + col + 30, 300, col, 320, { html: paragraphs(...mag.columns[3]) }, text),
      el('image', m, 650, w - m * 2, h * 0.36, { src: images[1], alt: `Picture for ${mag.headline}` }, { radius: 8 }),
    ]),
  ];
}
