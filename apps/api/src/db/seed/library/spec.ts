import type { ApprovalStatus } from '@folio/shared';

/** Who owns a demo book: one of the four demo accounts. */
export type Owner = 'admin' | 'publisher' | 'author' | 'user';

/** A sound the seed makes itself (no downloads): see sounds.ts. */
export type DemoSound = 'waves' | 'birdsong' | 'scale' | 'drums' | 'rain' | 'bell';
/** A short animation the seed makes itself: see videos.ts. */
export type DemoVideo = 'orbit' | 'bounce' | 'turtle-square' | 'sunrise' | 'waves';

/**
 * One page of a demo book, said by what it holds; pages.ts lays it out. `picture` is a short label (one to
 * three words) drawn on a made picture, `alt` says what a listener should know of it.
 */
export type DemoPage =
  | { kind: 'story'; heading: string; paragraphs: string[]; picture: string; alt: string; layout?: 'picture-top' | 'picture-left' | 'picture-right' | 'picture-bottom' }
  | { kind: 'facts'; heading: string; intro: string; facts: string[] }
  | { kind: 'poem'; heading: string; lines: string[] }
  | { kind: 'quiz'; heading: string; question: string; options: string[]; correct: number[]; feedback: { correct: string; incorrect: string } }
  | { kind: 'true-false'; heading: string; statement: string; answer: boolean; feedback: { correct: string; incorrect: string } }
  | { kind: 'blanks'; heading: string; question: string; sentence: string; feedback: { correct: string; incorrect: string } }
  | { kind: 'matching'; heading: string; question: string; pairs: [left: string, right: string][]; feedback: { correct: string; incorrect: string } }
  | { kind: 'ordering'; heading: string; question: string; items: string[]; feedback: { correct: string; incorrect: string } }
  | { kind: 'flashcards'; heading: string; intro: string; cards: [front: string, back: string][] }
  | { kind: 'listen'; heading: string; text: string; sound: DemoSound; title: string }
  | { kind: 'watch'; heading: string; text: string; video: DemoVideo; title: string }
  | { kind: 'link'; heading: string; text: string; label: string; url: string };

export interface DemoBook {
  title: string;
  /** The address name of a title in a script that slugify leaves nothing of (Arabic, Bengali, Japanese). */
  slug?: string;
  blurb: string;
  /** The language the book is written in (its pages and blurb); English when not given. */
  language?: 'en' | 'ar' | 'bn' | 'ja';
  owner: Owner;
  status: 'draft' | 'published';
  approval: ApprovalStatus;
  price: number;
  discount?: [number, 'fixed' | 'percentage'];
  dimension?: 'A4' | 'A5';
  landscape?: boolean;
  /** Names from DEMO_CATEGORIES (one or two) that the book belongs in. */
  categories: string[];
  /** Pages after the cover (the cover is made from the title, the blurb and the first picture). */
  pages: DemoPage[];
}
