import { randomUUID } from 'node:crypto';
import { PAGE_LAYOUT_DEFAULTS, type BookElement, type BookPage } from '@folio/shared';

/** Small builders for seeded book pages made of real elements (the editor and reader open them). */
const el = (type: BookElement['type'], x: number, y: number, width: number, height: number, fields: Record<string, unknown> = {}, style: Record<string, unknown> = {}): BookElement => ({
  id: randomUUID(),
  type,
  position: { x, y },
  size: { width, height },
  style,
  ...fields,
});

const page = (name: string, elements: BookElement[], background = '#ffffff'): BookPage => ({
  id: randomUUID(),
  name,
  elements,
  layout: { ...PAGE_LAYOUT_DEFAULTS },
  style: { background },
});

/** A cover, chapter pages with a heading, text, a picture and a shape, and an end page. */
export function demoBookPages(opts: { title: string; blurb: string; size: { width: number; height: number }; hue: number; image: string; chapters: string[] }): BookPage[] {
  const { width: w, height: h } = opts.size;
  const accent = `hsl(${opts.hue}, 65%, 45%)`;
  const cover = page('Cover', [
    el('shape', 0, 0, w, h * 0.55, { shape: 'rectangle' }, { fill: `hsl(${opts.hue}, 70%, 92%)` }),
    el('image', w * 0.15, h * 0.08, w * 0.7, h * 0.4, { src: opts.image, alt: `Cover picture of ${opts.title}` }, { radius: 16 }),
    el('heading', w * 0.08, h * 0.6, w * 0.84, 90, { text: opts.title, level: 1 }, { fontSize: 40, fontWeight: 700, color: '#111827', textAlign: 'center' }),
    el('text', w * 0.12, h * 0.6 + 110, w * 0.76, 120, { html: `<p>${opts.blurb}</p>` }, { fontSize: 18, color: '#374151', textAlign: 'center' }),
  ]);
  const chapters = opts.chapters.map((chapter, i) =>
    page(`Page ${i + 2}`, [
      el('heading', 60, 60, w - 120, 60, { text: chapter, level: 2 }, { fontSize: 30, fontWeight: 700, color: accent }),
      el('shape', 60, 130, 80, 6, { shape: 'rectangle' }, { fill: accent, radius: 3 }),
      el('text', 60, 160, w - 120, h * 0.35, {
        html: `<p>${chapter} is where our story goes next. Read it aloud, look closely at the picture, and talk about what you notice.</p><p>Every page of ${opts.title} invites a question: what would you do, and why?</p>`,
      }, { fontSize: 18, lineHeight: 1.6, color: '#1f2937' }),
      el('image', 60, 160 + h * 0.37, w - 120, h * 0.4, { src: opts.image, alt: `Illustration for ${chapter}` }, { radius: 12 }),
    ]),
  );
  const end = page(`Page ${opts.chapters.length + 2}`, [
    el('shape', w / 2 - 90, h / 2 - 90, 180, 180, { shape: 'ellipse' }, { fill: `hsl(${opts.hue}, 70%, 90%)`, stroke: accent, strokeWidth: 4 }),
    el('heading', 60, h / 2 + 120, w - 120, 60, { text: 'The End', level: 2 }, { fontSize: 32, textAlign: 'center', color: '#111827' }),
  ]);
  return [cover, ...chapters, end];
}
