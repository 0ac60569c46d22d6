import { wordsOf } from '@folio/shared';
import type { TextToSpeechSettings } from '../readerSlice';
import { sameLanguage, type ReadingItem } from './readingOrder';

/** The parts of window.speechSynthesis the controller uses (a test passes a fake). */
export interface SpeechEngine {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  getVoices(): SpeechSynthesisVoice[];
}
type UtteranceConstructor = new (text: string) => SpeechSynthesisUtterance;

/** A word being spoken: its element and where it is in the element's letters as drawn. */
export interface SpokenWord {
  id: string;
  start: number;
  end: number;
}

interface ReadHandlers {
  /** The element whose text is being spoken now. */
  onItem: (id: string) => void;
  /** The word being spoken, as the engine reports its words (boundary events); null between utterances. */
  onWord?: (word: SpokenWord | null) => void;
  /** Every item was spoken (not called after stop()). */
  onFinished: () => void;
  /** The engine could not speak at all: its first utterance failed as an engine does with no voice, or never started. */
  onFailed?: () => void;
}

/**
 * Errors of an utterance that mean the engine cannot speak (no voice installed, no synthesiser, speech not
 * allowed), as opposed to one utterance going wrong (which is skipped).
 */
const ENGINE_FAILURES = new Set(['synthesis-unavailable', 'synthesis-failed', 'voice-unavailable', 'language-unavailable', 'audio-hardware', 'not-allowed']);
/** An engine that neither starts, ends nor fails its first utterance in this time is not going to speak (Chrome with no voices). */
export const SPEECH_STALL_MS = 6000;

/** Some engines stop speaking long utterances part-way (Chrome after ~15 s): speak sentences, packed up to this size. */
const MAX_CHUNK = 220;

/** The chunks of `text` to speak, each with where it starts in `text` (so that its words can be found again). */
function chunksOf(text: string): { text: string; at: number }[] {
  const found = [...text.matchAll(/[^.!?。！？؟]+[.!?。！？؟]*\s*/g)].map((m) => ({ text: m[0], at: m.index }));
  const sentences = found.length ? found : [{ text, at: 0 }];
  const chunks: { text: string; at: number }[] = [];
  let current = { text: '', at: sentences[0]!.at };
  const close = () => {
    const trimmed = current.text.trim();
    if (trimmed) chunks.push({ text: trimmed, at: current.at + current.text.length - current.text.trimStart().length });
  };
  for (const sentence of sentences) {
    if (current.text && (current.text + sentence.text).length > MAX_CHUNK) {
      close();
      current = { text: '', at: sentence.at };
    }
    current.text += sentence.text;
  }
  close();
  return chunks;
}

export const splitForSpeech = (text: string): string[] => chunksOf(text).map((chunk) => chunk.text);

/** One utterance: its words, its element, where they start in the element's letters, and their language if marked. */
interface Chunk {
  id: string;
  text: string;
  at?: number;
  lang?: string;
  language?: string;
}

function chunksOfItem(item: ReadingItem): Chunk[] {
  return (item.parts ?? [{ text: item.text }]).flatMap((part) =>
    chunksOf(part.text).map((chunk) => ({ id: item.id, text: chunk.text, at: part.at === undefined ? undefined : part.at + chunk.at, lang: part.lang, language: item.language })),
  );
}

/**
 * The voice for a passage marked in `lang`: the reader's chosen voice if it speaks that language, else one of the
 * language's own (the exact tag first, then any region of it); none when the engine has no voice for it.
 */
function voiceFor(voices: readonly SpeechSynthesisVoice[], lang: string, chosen: SpeechSynthesisVoice | undefined): SpeechSynthesisVoice | undefined {
  if (chosen && sameLanguage(chosen.lang, lang)) return chosen;
  const tag = lang.toLowerCase();
  return voices.find((v) => v.lang.toLowerCase().replace('_', '-') === tag) ?? voices.find((v) => sameLanguage(v.lang, lang));
}

/**
 * The word of `text` an engine's boundary event names: the words (Intl.Segmenter's word-like segments) it covers,
 * or, when it gives no length (some engines), the word at or after its index. Found by the segmenter rather than
 * taken as given, so that an engine counting differently still lights whole words.
 */
export function boundaryWord(text: string, language: string | undefined, charIndex: number, charLength = 0): { start: number; end: number } | null {
  const words = wordsOf({ text, start: 0, end: text.length }, language ?? 'und');
  const end = charIndex + Math.max(charLength, 1);
  const covered = charLength > 0 ? words.filter((w) => w.start < end && w.end > charIndex) : [];
  const first = covered[0] ?? words.find((w) => w.end > charIndex);
  if (!first) return null;
  return { start: first.start, end: (covered.at(-1) ?? first).end };
}

/**
 * Speaks reading items one utterance after another, so that the reader knows which element is being read.
 * Each read() or stop() starts a new run: callbacks of an earlier run are ignored, so that a cancelled
 * utterance's late `end` event never advances the book.
 */
export class ReadAloudController {
  private run = 0;
  /** Held so that the engine's utterance is not garbage-collected before its end event (a Chrome quirk). */
  private current: SpeechSynthesisUtterance | null = null;

  constructor(private readonly engine: SpeechEngine, private readonly Utterance: UtteranceConstructor) {}

  read(items: readonly ReadingItem[], settings: () => TextToSpeechSettings, handlers: ReadHandlers) {
    this.stop();
    const run = this.run;
    const chunks = items.flatMap(chunksOfItem);
    let index = 0;
    // Until one utterance has started or ended, a failure is the engine's, not the text's.
    let spoke = false;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const progressed = () => {
      spoke = true;
      clearTimeout(stall);
    };
    const fail = () => {
      clearTimeout(stall);
      if (run !== this.run) return;
      this.stop();
      handlers.onFailed?.();
    };
    const next = () => {
      if (run !== this.run) return;
      const chunk = chunks[index++];
      handlers.onWord?.(null);
      if (!chunk) {
        this.current = null;
        handlers.onFinished();
        return;
      }
      const utterance = new this.Utterance(chunk.text);
      const { pitch, rate, volume, voice } = settings();
      utterance.pitch = pitch;
      utterance.rate = rate;
      utterance.volume = volume;
      const voices = this.engine.getVoices();
      const chosen = voice ? voices.find((v) => v.voiceURI === voice || v.name === voice) : undefined;
      if (chunk.lang) {
        // A passage marked in another language is said in it: its voice if the engine has one, else the engine picks.
        utterance.lang = chunk.lang;
        const own = voiceFor(voices, chunk.lang, chosen);
        if (own) utterance.voice = own;
      } else if (chosen) {
        utterance.voice = chosen;
        utterance.lang = chosen.lang;
      }
      const { at } = chunk;
      if (handlers.onWord && at !== undefined) {
        utterance.onboundary = (event: SpeechSynthesisEvent) => {
          if (run !== this.run || (event.name && event.name !== 'word')) return;
          const word = boundaryWord(chunk.text, chunk.lang ?? chunk.language, event.charIndex, event.charLength);
          if (word) handlers.onWord?.({ id: chunk.id, start: at + word.start, end: at + word.end });
        };
      }
      utterance.onstart = progressed;
      utterance.onend = () => {
        progressed();
        next();
      };
      // A failed utterance is skipped rather than silencing the rest of the page, unless the engine cannot speak at all.
      utterance.onerror = (event?: { error?: string }) => {
        clearTimeout(stall);
        if (!spoke && ENGINE_FAILURES.has(event?.error ?? '')) fail();
        else next();
      };
      this.current = utterance;
      handlers.onItem(chunk.id);
      if (!spoke) {
        clearTimeout(stall);
        stall = setTimeout(fail, SPEECH_STALL_MS);
      }
      this.engine.speak(utterance);
    };
    next();
  }

  stop() {
    this.run += 1;
    this.current = null;
    this.engine.cancel();
  }

  get speaking() {
    return this.current !== null;
  }
}

/** The browser's speech engine, or null when it has none. */
export function browserSpeech(): { engine: SpeechEngine; Utterance: UtteranceConstructor } | null {
  if (typeof window === 'undefined' || !window.speechSynthesis || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return { engine: window.speechSynthesis, Utterance: window.SpeechSynthesisUtterance };
}
