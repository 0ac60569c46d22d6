import { describe, expect, it } from 'vitest';
import { cueAt, NarrationSchema, pageSentences, sentencesOf, wordsOf, type TextRun } from '../index.ts';
import { PageSchema } from './page-schema.ts';

const one = (text: string): TextRun[] => [{ text, block: true }];
const texts = (runs: TextRun[], language: string) => sentencesOf(runs, language).map((s) => s.text);

describe('sentencesOf', () => {
  it('should split English at its full stops, question and exclamation marks, trimmed of spaces', () => {
    expect(texts(one('The cat sat. Did it purr?  Yes!'), 'en')).toEqual(['The cat sat.', 'Did it purr?', 'Yes!']);
  });

  it('should split Arabic at its own question mark and full stops', () => {
    expect(texts(one('ذهب الولد إلى المدرسة. هل قرأ الكتاب؟ نعم.'), 'ar')).toEqual(['ذهب الولد إلى المدرسة.', 'هل قرأ الكتاب؟', 'نعم.']);
  });

  it('should split Japanese at 。 and ！ with no spaces between sentences', () => {
    expect(texts(one('猫が座った。犬が走った！本を読む。'), 'ja')).toEqual(['猫が座った。', '犬が走った！', '本を読む。']);
  });

  it('should never run a sentence across blocks, and count offsets in the runs\' letters', () => {
    const runs: TextRun[] = [
      { text: 'A title', block: true },
      { text: 'First ', block: true },
      { text: 'bold', block: false },
      { text: ' line. Next.', block: false },
    ];
    const sentences = sentencesOf(runs, 'en');
    expect(sentences.map((s) => s.text)).toEqual(['A title', 'First bold line.', 'Next.']);
    const all = runs.map((r) => r.text).join('');
    for (const s of sentences) expect(all.slice(s.start, s.end)).toBe(s.text);
  });

  it('should give the words of a sentence with the sentence\'s offsets', () => {
    const [sentence] = sentencesOf([{ text: '  Hello there, world.', block: true }], 'en');
    const words = wordsOf(sentence!, 'en');
    expect(words.map((w) => w.text)).toEqual(['Hello', 'there', 'world']);
    expect(words[0]!.start).toBe(2);
  });
});

describe('pageSentences', () => {
  it('should number each narrated element\'s sentences in reading order, and leave other elements out', () => {
    const page = PageSchema.parse({
      id: 'p1',
      name: 'One',
      elements: [
        { id: 'low', type: 'text', position: { x: 0, y: 300 }, size: { width: 100, height: 50 }, html: '<p>Two. Three.</p>' },
        { id: 'top', type: 'heading', position: { x: 0, y: 0 }, size: { width: 100, height: 50 }, text: 'One' },
        { id: 'pic', type: 'image', position: { x: 0, y: 100 }, size: { width: 100, height: 50 }, alt: 'A picture.' },
      ],
    });
    const runsOf = (e: { type: string; text?: unknown; html?: unknown }) => one(e.type === 'heading' ? String(e.text) : String(e.html).replace(/<[^>]*>/g, ''));
    expect(pageSentences(page, runsOf, 'en').map(({ element, sentence, text }) => [element, sentence, text])).toEqual([
      ['top', 0, 'One'],
      ['low', 0, 'Two.'],
      ['low', 1, 'Three.'],
    ]);
  });
});

describe('NarrationSchema', () => {
  it('should take an uploaded sound with cues, and keep it on a page', () => {
    const narration = { src: '/uploads/audio/a.wav', duration: 3.5, cues: [{ element: 'e1', sentence: 0, start: 0, end: 1.2 }] };
    expect(PageSchema.parse({ id: 'p', name: '', elements: [], narration }).narration).toEqual(narration);
    expect(cueAt(narration.cues, 0.5)?.sentence).toBe(0);
    expect(cueAt(narration.cues, 2)).toBeNull();
  });

  it('should refuse a sound from elsewhere and a cue that ends before it starts', () => {
    expect(NarrationSchema.safeParse({ src: 'https://tracker.example/a.mp3', duration: 1, cues: [] }).success).toBe(false);
    expect(NarrationSchema.safeParse({ src: '/uploads/audio/a.wav', duration: 1, cues: [{ element: 'e', sentence: 0, start: 2, end: 1 }] }).success).toBe(false);
  });
});

describe('NarrationSchema addresses', () => {
  it('should refuse an address that climbs out of the uploads', () => {
    expect(NarrationSchema.safeParse({ src: '/uploads/../api/secret', duration: 1, cues: [] }).success).toBe(false);
    expect(NarrationSchema.safeParse({ src: '/uploads/audio/2026/a-b_c.wav', duration: 1, cues: [] }).success).toBe(true);
  });
});
