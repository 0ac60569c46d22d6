import { randomUUID } from 'node:crypto';
import type { BookElement, BookPage } from '@folio/shared';
import { bullets, el, page, paragraphs, readableTint, tint, type Size } from '../page-builders.ts';
import type { DemoBook, DemoPage } from './spec.ts';

/** The made files a book's pages show: a picture per label, a sound or a video per name (made once per seed). */
export interface PageMedia {
  /** A picture drawn for a frame of this width-to-height ratio, so that it shows whole in it. */
  picture: (label: string, ratio: number) => Promise<string>;
  sound: (name: Extract<DemoPage, { kind: 'listen' }>['sound']) => Promise<string>;
  video: (name: Extract<DemoPage, { kind: 'watch' }>['video']) => Promise<string>;
}

/** The words the layouts add around the book's own, in the book's language. */
const WORDS = {
  en: { true: 'True', false: 'False', cover: 'Cover', page: (n: number) => `Page ${n}`, coverAlt: (title: string) => `Cover picture of ${title}` },
  ar: { true: 'صح', false: 'خطأ', cover: 'الغلاف', page: (n: number) => `الصفحة ${n}`, coverAlt: (title: string) => `صورة غلاف ${title}` },
  bn: { true: 'সত্য', false: 'মিথ্যা', cover: 'প্রচ্ছদ', page: (n: number) => `পৃষ্ঠা ${n}`, coverAlt: (title: string) => `${title} বইয়ের প্রচ্ছদের ছবি` },
  ja: { true: 'はい', false: 'いいえ', cover: '表紙', page: (n: number) => `${n}ページ`, coverAlt: (title: string) => `『${title}』の表紙の絵` },
} as const;

const option = (text: string, correct: boolean) => ({ id: randomUUID(), text, correct });

/**
 * A demo book's pages: a cover made from its title, blurb and cover picture, then each page laid out by what
 * it holds (text beside, above or below a picture, a list on a card, a poem, a quiz, a deck, a player, a
 * link), in the book's colour. Sizes follow the page, so A5 and landscape books are laid out as well as A4.
 */
export async function demoBookPages(book: DemoBook, size: Size, hue: number, cover: string, media: PageMedia): Promise<BookPage[]> {
  const { width: w, height: h } = size;
  const words = WORDS[book.language ?? 'en'];
  const m = Math.round(Math.min(w, h) * 0.075);
  const inner = w - m * 2;
  const accent = readableTint(hue);
  const body = { fontSize: w < 700 ? 17 : 22, lineHeight: 1.55, color: '#1f2937' };
  const top = m + 96;
  const rtl = book.language === 'ar';
  /** A picture element whose picture is drawn for its frame. */
  const pictured = async (label: string, x: number, y: number, pw: number, ph: number, fields: Record<string, unknown>) =>
    el('image', x, y, pw, ph, { src: await media.picture(label, pw / ph), ...fields }, { radius: 14 });

  /** A picture under what a page holds when much of the page is left empty below it (a quiz, a deck, a video). */
  const fill = async (label: string, below: number): Promise<BookElement[]> => {
    const left = h - m - below - 32;
    return left > h * 0.18 ? [await pictured(label, m + inner * 0.1, below + 32, inner * 0.8, left, { alt: '', decorative: true })] : [];
  };

  const coverPage = page(words.cover, [
    el('shape', 0, 0, w, h * 0.58, { shape: 'rectangle' }, { fill: tint(hue, 92) }),
    el('image', w * 0.15, h * 0.07, w * 0.7, h * 0.45, { src: cover, alt: words.coverAlt(book.title) }, { radius: 16 }),
    el('heading', m, h * 0.61, inner, h * 0.14, { text: book.title, level: 1 }, { fontSize: Math.round(Math.min(44, w / 17)), fontWeight: 700, color: '#111827', textAlign: 'center', lineHeight: 1.15 }),
    el('text', m * 1.5, h * 0.77, w - m * 3, h * 0.16, { html: paragraphs(book.blurb) }, { fontSize: body.fontSize + 1, color: '#374151', textAlign: 'center', lineHeight: 1.5 }),
  ]);

  const heading = (text: string): BookElement[] => [
    el('heading', m, m, inner, 64, { text, level: 2 }, { fontSize: Math.round(Math.min(32, w / 24)), fontWeight: 700, color: accent }),
    // The rule under a heading starts where the heading's lines start: on the right in Arabic.
    el('shape', rtl ? w - m - 80 : m, m + 72, 80, 6, { shape: 'rectangle' }, { fill: accent, radius: 3 }),
  ];

  const layout = async (spec: DemoPage): Promise<BookElement[]> => {
    switch (spec.kind) {
      case 'story': {
        const image = (x: number, y: number, iw: number, ih: number) => pictured(spec.picture, x, y, iw, ih, { alt: spec.alt });
        const text = (x: number, y: number, tw: number, th: number) => el('text', x, y, tw, th, { html: paragraphs(...spec.paragraphs) }, body);
        const free = h - top - m;
        const half = (inner - 24) / 2;
        switch (spec.layout ?? 'picture-top') {
          case 'picture-left':
            return [await image(m, top, half, free * 0.62), text(m + half + 24, top, half, free)];
          case 'picture-right':
            return [text(m, top, half, free), await image(m + half + 24, top, half, free * 0.62)];
          case 'picture-bottom':
            return [text(m, top, inner, free * 0.5), await image(m, top + free * 0.54, inner, free * 0.46)];
          default:
            return [await image(m, top, inner, free * 0.46), text(m, top + free * 0.5, inner, free * 0.5)];
        }
      }
      case 'facts': {
        // The card is as tall as its list (each fact a line or two at this width); a picture fills what is left.
        const perLine = (inner - 80) / (body.fontSize * 0.5);
        const lines = spec.facts.reduce((sum, fact) => sum + Math.ceil(fact.length / perLine), 0);
        const card = Math.min(h - top - 100 - m, 56 + lines * body.fontSize * 1.8 + spec.facts.length * 8);
        return [
          el('text', m, top, inner, 90, { html: paragraphs(spec.intro) }, { ...body, fontSize: body.fontSize + 1 }),
          el('shape', m, top + 100, inner, card, { shape: 'rectangle' }, { fill: tint(hue, 96), stroke: tint(hue, 80), strokeWidth: 2, radius: 18 }),
          el('text', m + 24, top + 124, inner - 48, card - 40, { html: bullets(...spec.facts) }, { ...body, lineHeight: 1.8 }),
          ...(await fill(spec.heading, top + 100 + card)),
        ];
      }
      case 'poem': {
        // A card as tall as the poem (a line each, a little more for a line that wraps), a picture under it.
        const size = body.fontSize + 3;
        const perLine = (w * 0.7) / (size * 0.5);
        const lines = spec.lines.reduce((sum, line) => sum + Math.ceil(Math.max(line.length, 1) / perLine), 0);
        const card = Math.min(h - top - m - 10, 80 + lines * size * 1.7 + spec.lines.length * 12);
        return [
          el('shape', w * 0.1, top + 10, w * 0.8, card, { shape: 'rectangle' }, { fill: tint(hue, 97), radius: 24 }),
          el('text', w * 0.15, top + 50, w * 0.7, card - 60, { html: paragraphs(...spec.lines) }, { ...body, fontSize: size, lineHeight: 1.7, textAlign: 'center' }),
          ...(await fill(spec.heading, top + 10 + card)),
        ];
      }
      case 'quiz':
      case 'true-false': {
        const options = spec.kind === 'quiz' ? spec.options.map((text, i) => option(text, spec.correct.includes(i))) : [option(words.true, spec.answer), option(words.false, !spec.answer)];
        const question = spec.kind === 'quiz' ? spec.question : spec.statement;
        const card = 120 + options.length * 64;
        return [
          el('shape', m, top, inner, card, { shape: 'rectangle' }, { fill: tint(hue, 96), radius: 18 }),
          el('quiz', m + 20, top + 20, inner - 40, card - 40, { question, options, multiple: options.filter((o) => o.correct).length > 1, feedback: spec.feedback, points: 1 }, { fontSize: body.fontSize }),
          ...(await fill(spec.heading, top + card)),
        ];
      }
      case 'blanks':
      case 'matching':
      case 'ordering': {
        // A card as tall as the question's answer area: a sentence's lines, or a row a pair or an item.
        const rows = spec.kind === 'blanks' ? Math.ceil(spec.sentence.length / ((inner - 80) / (body.fontSize * 0.5))) * 1.4 : spec.kind === 'matching' ? spec.pairs.length : spec.items.length;
        const card = 150 + rows * (body.fontSize * 2.4);
        const fields =
          spec.kind === 'blanks'
            ? { kind: 'blanks', sentence: spec.sentence, points: 2 }
            : spec.kind === 'matching'
              ? { kind: 'matching', pairs: spec.pairs.map(([left, right]) => ({ id: randomUUID(), left, right })), points: spec.pairs.length }
              : { kind: 'ordering', items: spec.items.map((text) => ({ id: randomUUID(), text })), points: spec.items.length };
        return [
          el('shape', m, top, inner, card, { shape: 'rectangle' }, { fill: tint(hue, 96), radius: 18 }),
          el('quiz', m + 20, top + 20, inner - 40, card - 40, { question: spec.question, options: [], multiple: false, feedback: spec.feedback, ...fields }, { fontSize: body.fontSize }),
          ...(await fill(spec.heading, top + card)),
        ];
      }
      case 'flashcards': {
        const deck = Math.min(h - top - 100 - m, inner * 0.55);
        return [
          el('text', m, top, inner, 80, { html: paragraphs(spec.intro) }, body),
          el('flashcards', m + inner * 0.1, top + 100, inner * 0.8, deck, { cards: spec.cards.map(([front, back]) => ({ id: randomUUID(), front, back })) }, {}),
          ...(await fill(spec.heading, top + 100 + deck)),
        ];
      }
      case 'listen': {
        const [src, picture] = await Promise.all([media.sound(spec.sound), pictured(spec.title, m, top + 130, inner, (h - top - m) * 0.45, { alt: '', decorative: true })]);
        return [
          el('text', m, top, inner, 120, { html: paragraphs(spec.text) }, body),
          picture,
          // The demo sounds have no words: their transcript says what is heard (issue 54: no sound without one).
          el('audio', m, top + 150 + (h - top - m) * 0.45, inner, 64, { src, title: spec.title, transcript: `[${spec.title}]` }),
        ];
      }
      case 'watch': {
        const src = await media.video(spec.video);
        return [
          el('text', m, top, inner, 120, { html: paragraphs(spec.text) }, body),
          // The demo videos have no words: one caption says what is shown for their whole length (issue 54).
          el('video', m, top + 140, inner, (inner * 9) / 16, { src, title: spec.title, captions: `WEBVTT\n\n00:00:00.000 --> 10:00:00.000\n[${spec.title}]\n` }),
          ...(await fill(spec.heading, top + 140 + (inner * 9) / 16)),
        ];
      }
      case 'link': {
        return [
          el('text', m, top, inner, 130, { html: paragraphs(spec.text) }, body),
          await pictured(spec.heading, m + inner * 0.15, top + 150, inner * 0.7, (h - top - m) * 0.4, { alt: '', decorative: true }),
          el('link', m + inner * 0.2, top + 180 + (h - top - m) * 0.4, inner * 0.6, 56, { text: spec.label, url: spec.url, variant: 'button' }, { fontSize: body.fontSize }),
        ];
      }
    }
  };

  // The pictures of all pages are drawn at once (sharp works on its own threads).
  const laidOut = await Promise.all(book.pages.map(layout));
  return [coverPage, ...book.pages.map((spec, i) => page(words.page(i + 2), [...heading(spec.heading), ...laidOut[i]!]))];
}
