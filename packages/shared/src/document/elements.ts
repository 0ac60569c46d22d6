// zod's functional build: the reader reads every element through these schemas, and the full build (about
// 30 kB compressed) would be on its first path for them alone. They compose with the full build's schemas
// (element-schema.ts, question-bank.ts) and report the same issues.
import * as z from 'zod/mini';
import type { ElementType } from './model.ts';
import type { BookElement, BookPage } from './page-schema.ts';

/**
 * The fields of each element type beside the common ones (architecture.md §5; the saved format of the seeded
 * books and templates). The editor writes them, the reader and the API read them. Stored pages also come
 * from the code view and older versions, so readers go through `elementFields`, which keeps every field
 * that matches its schema and gives the default to the others.
 */
// URL is global in browsers and Node; this package is compiled without the DOM or Node types.
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  port: string;
  hostname: string;
  pathname: string;
  href: string;
  searchParams: { get(name: string): string | null };
}
declare const URL: new (input: string) => ParsedUrl;

export const SHAPE_KINDS = ['rectangle', 'ellipse', 'line', 'arrow'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export const LINK_VARIANTS = ['button', 'text'] as const;
const MAX_TEXT = 2000;
const text = (max: number) => z.string().check(z.maxLength(max));
const id = z.string().check(z.minLength(1), z.maxLength(100));
const url = text(2000);
const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const list = <T extends z.ZodMiniType>(item: T, max: number) => z.array(item).check(z.maxLength(max));

export const TextElementSchema = z.object({ html: text(200_000) });
export const HeadingElementSchema = z.object({ text: text(MAX_TEXT), level: whole(1, 6) });
/** `decorative`: the image adds nothing a listener needs (WCAG: alt=""), so it needs no alt text to publish. */
export const ImageElementSchema = z.object({ src: url, alt: text(MAX_TEXT), decorative: z.optional(z.boolean()) });
export const ShapeElementSchema = z.object({ shape: z.enum(SHAPE_KINDS) });
export const LineElementSchema = z.object({});
/** `title` names the player for screen readers; `transcript` is what it says, for readers who cannot hear it. */
export const AudioElementSchema = z.object({ src: url, title: z.optional(text(200)), transcript: z.optional(text(50_000)) });
/** `captions`: a WebVTT file's text, kept in the element (decision 025), which the reader plays as a captions track. */
export const VideoElementSchema = z.object({ src: url, title: z.optional(text(200)), captions: z.optional(text(200_000)) });
/** A link goes to `url` (http, https or mailto) or, when `page` (a page id) is set, to that page of the book. */
export const LinkElementSchema = z.object({
  text: text(MAX_TEXT),
  url: z.optional(url),
  page: z.optional(id),
  variant: z.optional(z.enum(LINK_VARIANTS)),
});
/** What pressing a hotspot shows: a picture, a text, or a sound it plays. */
export const HOTSPOT_OPENS = ['picture', 'text', 'sound'] as const;
/**
 * A hotspot: an area of the page (over a PDF's page too) that opens, when pressed, a picture (`src`, described by
 * `alt`), a text (`text`) or plays a sound (`src`, its words in `transcript`). `label` names it for screen readers
 * and in its tooltip; `hidden` areas show no marker, only an outline when the pointer or the keyboard is on them.
 */
export const HotspotElementSchema = z.object({
  label: text(200),
  opens: z.enum(HOTSPOT_OPENS),
  src: z.optional(url),
  alt: z.optional(text(MAX_TEXT)),
  text: z.optional(text(MAX_TEXT)),
  transcript: z.optional(text(50_000)),
  hidden: z.optional(z.boolean()),
});
export const QuizOptionSchema = z.object({ id, text: text(MAX_TEXT), correct: z.boolean() });
/** Which of a reader's tries a question counts: their best, or their last (the default). */
export const QUIZ_COUNTS = ['last', 'best'] as const;
/**
 * What a question asks for (questions.ts scores each): options to choose (one or several right; true or false
 * is two options), blanks to fill in a sentence, pairs to match, items to put in order, a short answer in the
 * reader's words, or a vote with no right answer. A question without a kind is a choice (the first kind).
 */
export const QUESTION_KINDS = ['choice', 'blanks', 'matching', 'ordering', 'short', 'poll'] as const;
/** A short answer is scored by its keywords, or left for the book's owner to mark. */
export const SHORT_MARKING = ['keywords', 'teacher'] as const;
const QuizPairSchema = z.object({ id, left: text(MAX_TEXT), right: text(MAX_TEXT) });
const QuizItemSchema = z.object({ id, text: text(MAX_TEXT) });
export const QuizElementSchema = z.object({
  kind: z.optional(z.enum(QUESTION_KINDS)),
  question: text(MAX_TEXT),
  options: list(QuizOptionSchema, 20),
  multiple: z.boolean(),
  feedback: z.object({ correct: text(MAX_TEXT), incorrect: text(MAX_TEXT) }),
  points: whole(0, 1000),
  counts: z.optional(z.enum(QUIZ_COUNTS)),
  /** Shown when the reader asks for it, before they answer. */
  hint: z.optional(text(MAX_TEXT)),
  /** A choice's options in another order for each reader. */
  shuffle: z.optional(z.boolean()),
  /** Blanks: the sentence, each blank's accepted answers in square brackets, alternatives split by '/': 'The [colour/color] of the sky'. */
  sentence: z.optional(text(MAX_TEXT)),
  /** Blanks and keywords: 'Paris' is not 'paris'. */
  caseSensitive: z.optional(z.boolean()),
  /** Matching: each left side with its right one (the right sides are shown mixed). */
  pairs: z.optional(list(QuizPairSchema, 20)),
  /** Ordering: the items in their right order (shown mixed). */
  items: z.optional(list(QuizItemSchema, 20)),
  /** Short answer: the words a right answer holds, each with its alternatives split by '/'. */
  keywords: z.optional(list(text(200), 20)),
  marking: z.optional(z.enum(SHORT_MARKING)),
});
export const FlashcardSchema = z.object({ id, front: text(MAX_TEXT), back: text(MAX_TEXT) });
export const FlashcardsElementSchema = z.object({ cards: list(FlashcardSchema, 200) });
export const EmbedElementSchema = z.object({ url, title: z.optional(text(200)) });

export const ELEMENT_FIELD_SCHEMAS = {
  text: TextElementSchema,
  heading: HeadingElementSchema,
  image: ImageElementSchema,
  shape: ShapeElementSchema,
  line: LineElementSchema,
  audio: AudioElementSchema,
  video: VideoElementSchema,
  link: LinkElementSchema,
  hotspot: HotspotElementSchema,
  quiz: QuizElementSchema,
  flashcards: FlashcardsElementSchema,
  embed: EmbedElementSchema,
} as const satisfies Record<ElementType, z.ZodMiniObject>;

export type ElementFields<T extends ElementType> = z.infer<(typeof ELEMENT_FIELD_SCHEMAS)[T]>;
export type QuizOption = z.infer<typeof QuizOptionSchema>;
export type QuizPair = z.infer<typeof QuizPairSchema>;
export type QuizItem = z.infer<typeof QuizItemSchema>;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export type Flashcard = z.infer<typeof FlashcardSchema>;
type Typed<T extends ElementType> = BookElement & ElementFields<T> & { type: T };
export type TextElement = Typed<'text'>;
export type HeadingElement = Typed<'heading'>;
export type ImageElement = Typed<'image'>;
export type ShapeElement = Typed<'shape'>;
export type LineElement = Typed<'line'>;
export type AudioElement = Typed<'audio'>;
export type VideoElement = Typed<'video'>;
export type LinkElement = Typed<'link'>;
export type HotspotElement = Typed<'hotspot'>;
export type QuizElement = Typed<'quiz'>;
export type FlashcardsElement = Typed<'flashcards'>;
export type EmbedElement = Typed<'embed'>;

/** What a field reads as when it is missing or malformed. */
export const ELEMENT_FIELD_DEFAULTS: { [T in ElementType]: ElementFields<T> } = {
  text: { html: '' },
  heading: { text: '', level: 1 },
  image: { src: '', alt: '' },
  shape: { shape: 'rectangle' },
  line: {},
  audio: { src: '' },
  video: { src: '' },
  link: { text: '' },
  hotspot: { label: '', opens: 'text' },
  quiz: { question: '', options: [], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1 },
  flashcards: { cards: [] },
  embed: { url: '' },
};

/** Objects field by field, arrays item by item (a bad item is left out), anything else whole. */
function lenient(schema: z.ZodMiniType, value: unknown, fallback: unknown): unknown {
  if (schema instanceof z.ZodMiniObject) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fallback;
    const source = value as Record<string, unknown>;
    const base = (fallback ?? {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
      const read = lenient(field, source[key], base[key]);
      if (read !== undefined) out[key] = read;
    }
    return out;
  }
  if (schema instanceof z.ZodMiniArray) {
    if (!Array.isArray(value)) return fallback;
    const item = schema.def.element as z.ZodMiniType;
    const kept = value.flatMap((v) => {
      const parsed = item.safeParse(v);
      return parsed.success ? [parsed.data] : [];
    });
    const parsed = schema.safeParse(kept);
    return parsed.success ? parsed.data : fallback;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** The type fields of a stored element, each one valid or its default. */
export function elementFields<T extends ElementType>(type: T, element: Record<string, unknown>): ElementFields<T> {
  return lenient(ELEMENT_FIELD_SCHEMAS[type], element, ELEMENT_FIELD_DEFAULTS[type]) as ElementFields<T>;
}

/** A link target a reader may follow: http, https or mailto, without credentials; anything else is refused. */
export function safeLinkUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  let parsed: ParsedUrl;
  try {
    parsed = new URL(value.trim());
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'mailto:'].includes(parsed.protocol)) return null;
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

/**
 * The video hosts whose players may be embedded: registrable domains, matched with their sub-domains.
 * Their players are shown only after the reader asks for them (architecture.md §11: nothing from a third party
 * loads by itself), from the privacy-enhanced hosts (youtube-nocookie.com, Vimeo with dnt=1).
 */
export const EMBED_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'youtu.be', 'vimeo.com'] as const;
export type EmbedProvider = 'YouTube' | 'Vimeo';
/** Where the players of `embedInfo` live: the only third-party frames the API's CSP allows. */
export const EMBED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The player of an allow-listed video page: its safe embed address and the host's name, or null. */
export function embedInfo(value: unknown): { src: string; provider: EmbedProvider } | null {
  if (typeof value !== 'string') return null;
  let u: ParsedUrl;
  try {
    u = new URL(value.trim());
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(u.protocol) || u.username || u.password || u.port) return null;
  const host = u.hostname.toLowerCase();
  const parts = u.pathname.split('/').filter(Boolean);
  if (!EMBED_HOSTS.some((d) => onHost(host, d))) return null;
  if (onHost(host, 'vimeo.com')) {
    const videoId = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.find((p) => VIMEO_ID.test(p));
    return videoId && VIMEO_ID.test(videoId) ? { src: `https://player.vimeo.com/video/${videoId}?dnt=1`, provider: 'Vimeo' } : null;
  }
  let videoId: string | undefined;
  if (onHost(host, 'youtu.be')) videoId = parts[0];
  else if (parts[0] === 'watch') videoId = u.searchParams.get('v') ?? undefined;
  else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) videoId = parts[1];
  return videoId && YOUTUBE_ID.test(videoId) ? { src: `https://www.youtube-nocookie.com/embed/${videoId}`, provider: 'YouTube' } : null;
}

/** A safe embed address for a video page of an allow-listed host, or null for anything else. */
export const embedUrlFor = (value: unknown): string | null => embedInfo(value)?.src ?? null;

/** The images that a reader using a screen reader would miss: no alt text and not marked decorative. */
export function missingAltText(pages: readonly Pick<BookPage, 'elements'>[]): { pageIndex: number; elementId: string }[] {
  return pages.flatMap((page, pageIndex) =>
    page.elements
      .filter((e) => {
        if (e.type === 'image') {
          const fields = elementFields('image', e);
          return !fields.decorative && !fields.alt.trim();
        }
        // A hotspot's picture is shown to be looked at: it is never decorative.
        if (e.type !== 'hotspot') return false;
        const { opens, src, alt } = elementFields('hotspot', e);
        return opens === 'picture' && Boolean(src?.trim()) && !alt?.trim();
      })
      .map((e) => ({ pageIndex, elementId: e.id })),
  );
}
