import type { TextToSpeechSettings } from '../readerSlice';
import type { ReadingItem } from './readingOrder';

/** The parts of window.speechSynthesis the controller uses (a test passes a fake). */
export interface SpeechEngine {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  getVoices(): SpeechSynthesisVoice[];
}
type UtteranceConstructor = new (text: string) => SpeechSynthesisUtterance;

interface ReadHandlers {
  /** The element whose text is being spoken now. */
  onItem: (id: string) => void;
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

export function splitForSpeech(text: string): string[] {
  const sentences = text.match(/[^.!?。！？؟]+[.!?。！？؟]*\s*/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && (current + sentence).length > MAX_CHUNK) {
      chunks.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
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
    const chunks = items.flatMap((item) => splitForSpeech(item.text).map((text) => ({ id: item.id, text })));
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
      const chosen = voice ? this.engine.getVoices().find((v) => v.voiceURI === voice || v.name === voice) : undefined;
      if (chosen) {
        utterance.voice = chosen;
        utterance.lang = chosen.lang;
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
