import { describe, expect, it, vi } from 'vitest';
import { boundaryWord, ReadAloudController, SPEECH_STALL_MS, splitForSpeech, type SpeechEngine } from './controller';

/** A fake speech engine: utterances wait until the test ends them. */
class FakeUtterance {
  pitch = 1;
  rate = 1;
  volume = 1;
  voice: unknown = null;
  lang = '';
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event?: { error: string }) => void) | null = null;
  onboundary: ((event: { name?: string; charIndex: number; charLength?: number }) => void) | null = null;
  constructor(public text: string) {}
}

const SAMANTHA = { name: 'Samantha', voiceURI: 'samantha', lang: 'en-US' };

function fakeEngine(voices: unknown[] = [SAMANTHA]) {
  const spoken: FakeUtterance[] = [];
  const engine = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(() => {
      // The engine reports the interrupted utterance as an error, as browsers do.
      spoken.filter((u) => u.onerror).forEach((u) => u.onerror?.());
    }),
    getVoices: () => voices,
  };
  return { engine: engine as unknown as SpeechEngine, spoken };
}

const settings = { pitch: 1.2, rate: 0.8, volume: 0.5, voice: 'samantha' };

describe('read-aloud controller', () => {
  it('speaks the items in order, reporting each, then finishes', () => {
    const { engine, spoken } = fakeEngine();
    const controller = new ReadAloudController(engine, FakeUtterance as unknown as typeof SpeechSynthesisUtterance);
    const onItem = vi.fn();
    const onFinished = vi.fn();
    controller.read([{ id: 'a', text: 'First.' }, { id: 'b', text: 'Second.' }], () => settings, { onItem, onFinished });
    expect(spoken.map((u) => u.text)).toEqual(['First.']);
    expect(onItem).toHaveBeenLastCalledWith('a');
    expect(spoken[0]).toMatchObject({ pitch: 1.2, rate: 0.8, volume: 0.5, lang: 'en-US' });
    spoken[0]!.onend?.();
    expect(onItem).toHaveBeenLastCalledWith('b');
    expect(onFinished).not.toHaveBeenCalled();
    spoken[1]!.onend?.();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(controller.speaking).toBe(false);
  });

  it('finishes at once when there is nothing to read', () => {
    const { engine } = fakeEngine();
    const onFinished = vi.fn();
    new ReadAloudController(engine, FakeUtterance as unknown as typeof SpeechSynthesisUtterance).read([], () => settings, { onItem: vi.fn(), onFinished });
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('stops: the engine is cancelled and late events of the old run are ignored', () => {
    const { engine, spoken } = fakeEngine();
    const controller = new ReadAloudController(engine, FakeUtterance as unknown as typeof SpeechSynthesisUtterance);
    const onItem = vi.fn();
    const onFinished = vi.fn();
    controller.read([{ id: 'a', text: 'One.' }, { id: 'b', text: 'Two.' }], () => settings, { onItem, onFinished });
    controller.stop();
    expect(engine.cancel).toHaveBeenCalled();
    spoken[0]!.onend?.();
    expect(spoken).toHaveLength(1);
    expect(onItem).toHaveBeenCalledTimes(1);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('reads the settings of the moment for each utterance', () => {
    const { engine, spoken } = fakeEngine();
    let rate = 1;
    const controller = new ReadAloudController(engine, FakeUtterance as unknown as typeof SpeechSynthesisUtterance);
    controller.read([{ id: 'a', text: 'One.' }, { id: 'b', text: 'Two.' }], () => ({ ...settings, rate }), { onItem: vi.fn(), onFinished: vi.fn() });
    rate = 2;
    spoken[0]!.onend?.();
    expect(spoken.map((u) => u.rate)).toEqual([1, 2]);
  });

  it('splits long text at sentence ends into chunks the engines finish', () => {
    const sentence = 'This is a sentence of a reasonable length for reading. ';
    const chunks = splitForSpeech(sentence.repeat(10));
    expect(chunks.length).toBeGreaterThan(1);
    chunks.forEach((c) => expect(c.length).toBeLessThanOrEqual(230));
    expect(chunks.join(' ')).toBe(sentence.repeat(10).trim());
    expect(splitForSpeech('مرحبا؟ كيف حالك')).toEqual(['مرحبا؟ كيف حالك']);
  });

  describe('an engine that cannot speak', () => {
    const Utterance = FakeUtterance as unknown as typeof SpeechSynthesisUtterance;
    const items = [{ id: 'a', text: 'One.' }, { id: 'b', text: 'Two.' }];

    it('reports a failure, not the end of the page, when its first utterance fails as an engine with no voice does', () => {
      const { engine, spoken } = fakeEngine();
      const handlers = { onItem: vi.fn(), onFinished: vi.fn(), onFailed: vi.fn() };
      new ReadAloudController(engine, Utterance).read(items, () => settings, handlers);
      spoken[0]!.onerror?.({ error: 'synthesis-failed' });
      expect(handlers.onFailed).toHaveBeenCalledTimes(1);
      expect(handlers.onFinished).not.toHaveBeenCalled();
      // Nothing more is tried: the second item is not spoken.
      expect(spoken).toHaveLength(1);
    });

    it('reports a failure when the first utterance never starts', () => {
      vi.useFakeTimers();
      try {
        const { engine, spoken } = fakeEngine();
        const handlers = { onItem: vi.fn(), onFinished: vi.fn(), onFailed: vi.fn() };
        new ReadAloudController(engine, Utterance).read(items, () => settings, handlers);
        vi.advanceTimersByTime(SPEECH_STALL_MS - 1);
        expect(handlers.onFailed).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(handlers.onFailed).toHaveBeenCalledTimes(1);
        expect(engine.cancel).toHaveBeenCalled();
        expect(spoken).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('skips a failed utterance once the engine has spoken, and waits as long as a long utterance takes', () => {
      vi.useFakeTimers();
      try {
        const { engine, spoken } = fakeEngine();
        const handlers = { onItem: vi.fn(), onFinished: vi.fn(), onFailed: vi.fn() };
        new ReadAloudController(engine, Utterance).read([...items, { id: 'c', text: 'Three.' }], () => settings, handlers);
        spoken[0]!.onstart?.();
        vi.advanceTimersByTime(SPEECH_STALL_MS * 2);
        spoken[0]!.onend?.();
        spoken[1]!.onerror?.({ error: 'synthesis-failed' });
        spoken[2]!.onend?.();
        expect(handlers.onFailed).not.toHaveBeenCalled();
        expect(handlers.onFinished).toHaveBeenCalledTimes(1);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('passages marked in another language', () => {
    const Utterance = FakeUtterance as unknown as typeof SpeechSynthesisUtterance;
    const THOMAS = { name: 'Thomas', voiceURI: 'thomas', lang: 'fr-FR' };
    const AMELIE = { name: 'Amélie', voiceURI: 'amelie', lang: 'fr-CA' };
    // "He said bonjour to me." with its French word marked, then a paragraph.
    const item = {
      id: 'story',
      text: 'He said bonjour to me. Bye.',
      language: 'en',
      parts: [
        { text: 'He said ', at: 0 },
        { text: 'bonjour', at: 8, lang: 'fr-CA' },
        { text: ' to me.', at: 15 },
        { text: 'Bye.', at: 22 },
      ],
    };
    /** Speaks the item to its end; answers the utterances and the elements reported. */
    const speakAll = (voices: unknown[], chosen = settings) => {
      const { engine, spoken } = fakeEngine(voices);
      const onItem = vi.fn();
      new ReadAloudController(engine, Utterance).read([item], () => chosen, { onItem, onFinished: vi.fn() });
      for (let i = 0; i < spoken.length; i++) spoken[i]!.onend?.();
      return { spoken, onItem };
    };

    it("says the passage in its language with a voice of it, and the rest with the reader's voice, in order", () => {
      const { spoken, onItem } = speakAll([SAMANTHA, THOMAS, AMELIE]);
      expect(spoken.map((u) => [u.text, u.lang, (u.voice as { name: string } | null)?.name])).toEqual([
        ['He said', 'en-US', 'Samantha'],
        // The exact tag's voice before another region's.
        ['bonjour', 'fr-CA', 'Amélie'],
        ['to me.', 'en-US', 'Samantha'],
        ['Bye.', 'en-US', 'Samantha'],
      ]);
      // The element lit stays the one being read throughout.
      expect(onItem.mock.calls.map(([id]) => id)).toEqual(['story', 'story', 'story', 'story']);
    });

    it('takes a voice of another region of the language, and sets only the language when the engine has no voice of it', () => {
      expect(speakAll([SAMANTHA, THOMAS]).spoken[1]).toMatchObject({ text: 'bonjour', lang: 'fr-CA', voice: THOMAS });
      expect(speakAll([SAMANTHA]).spoken[1]).toMatchObject({ text: 'bonjour', lang: 'fr-CA', voice: null });
    });

    it("keeps the reader's chosen voice when it speaks the passage's language", () => {
      const { spoken } = speakAll([SAMANTHA, THOMAS, AMELIE], { ...settings, voice: 'thomas' });
      expect(spoken[1]).toMatchObject({ lang: 'fr-CA', voice: THOMAS });
    });
  });

  describe('the word being spoken', () => {
    const Utterance = FakeUtterance as unknown as typeof SpeechSynthesisUtterance;

    it("reports the engine's word boundaries as words of the element, and nothing between utterances", () => {
      const { engine, spoken } = fakeEngine();
      const onWord = vi.fn();
      const text = 'First one here. Second one.';
      // A part of the element's text starting at its letter 10, packed into two chunks by a long first sentence.
      const long = 'word '.repeat(50);
      new ReadAloudController(engine, Utterance).read([{ id: 'e', text, language: 'en', parts: [{ text: long + text, at: 10 }] }], () => settings, {
        onItem: vi.fn(),
        onFinished: vi.fn(),
        onWord,
      });
      expect(spoken[0]!.text).toBe(long.trim() + ' First one here.');
      spoken[0]!.onboundary?.({ name: 'word', charIndex: 5, charLength: 4 });
      expect(onWord).toHaveBeenLastCalledWith({ id: 'e', start: 15, end: 19 });
      // Sentence boundaries are not words.
      spoken[0]!.onboundary?.({ name: 'sentence', charIndex: 0, charLength: 30 });
      expect(onWord).toHaveBeenCalledTimes(2);
      spoken[0]!.onend?.();
      expect(onWord).toHaveBeenLastCalledWith(null);
      expect(spoken[1]!.text).toBe('Second one.');
      // The second chunk starts at letter 10 + 250 + 16 of the element: "one" is 7 letters into it.
      spoken[1]!.onboundary?.({ name: 'word', charIndex: 7, charLength: 3 });
      expect(onWord).toHaveBeenLastCalledWith({ id: 'e', start: 283, end: 286 });
    });

    it('lights nothing for words that are not drawn as text (a picture\'s description)', () => {
      const { engine, spoken } = fakeEngine();
      const onWord = vi.fn();
      new ReadAloudController(engine, Utterance).read([{ id: 'img', text: 'A fox', parts: [{ text: 'A fox' }] }], () => settings, { onItem: vi.fn(), onFinished: vi.fn(), onWord });
      expect(spoken[0]!.onboundary).toBeNull();
    });

    it('finds whole words where the event names them, without a length, and in a language written without spaces', () => {
      expect(boundaryWord('The cat sat.', 'en', 4, 3)).toEqual({ start: 4, end: 7 });
      // No length (some engines), or an index on the space before the word: the word at or after it.
      expect(boundaryWord('The cat sat.', 'en', 4)).toEqual({ start: 4, end: 7 });
      expect(boundaryWord('The cat sat.', 'en', 7)).toEqual({ start: 8, end: 11 });
      // Past the last word (the full stop): none.
      expect(boundaryWord('The cat sat.', 'en', 11)).toBeNull();
      // Japanese has no spaces: the segmenter's words, not the rest of the sentence.
      const japanese = boundaryWord('猫が座った。', 'ja', 0);
      expect(japanese).toEqual({ start: 0, end: 1 });
    });
  });
});
