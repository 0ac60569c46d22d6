import { describe, expect, it, vi } from 'vitest';
import { ReadAloudController, SPEECH_STALL_MS, splitForSpeech, type SpeechEngine } from './controller';

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
  constructor(public text: string) {}
}

function fakeEngine() {
  const spoken: FakeUtterance[] = [];
  const engine = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(() => {
      // The engine reports the interrupted utterance as an error, as browsers do.
      spoken.filter((u) => u.onerror).forEach((u) => u.onerror?.());
    }),
    getVoices: () => [{ name: 'Samantha', voiceURI: 'samantha', lang: 'en-US' }],
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
});
