import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { enableTextToSpeech, setEbookData } from '../readerSlice';
import { useReadAloud } from './useReadAloud';

/** How long the fake engine takes to say an utterance: on the fake clock, which the tests move. */
const SAYING_MS = 5;

/**
 * A browser speech engine that has `voices`; every utterance fails as Chrome's does without a voice, or ends. One that
 * speaks reports its second word (from letter 6, 5 letters) after a millisecond.
 */
function installEngine({ voices, fails }: { voices: unknown[]; fails: boolean }) {
  class Utterance {
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onboundary: ((event: { name: string; charIndex: number; charLength: number }) => void) | null = null;
    constructor(public text: string) {}
  }
  const engine = {
    speak: vi.fn((u: Utterance) => {
      if (!fails) setTimeout(() => u.onboundary?.({ name: 'word', charIndex: 6, charLength: 5 }), 1);
      setTimeout(() => (fails ? u.onerror?.({ error: 'synthesis-failed' }) : u.onend?.()), SAYING_MS);
    }),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  return engine;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: undefined, configurable: true });
});

function start() {
  const store = createStore();
  store.dispatch(setEbookData({ pages: [{ id: 'p0', name: '' }, { id: 'p1', name: '' }] }));
  const itemsFor = async () => [{ id: 'e1', text: 'Hello there.', language: 'en', parts: [{ text: 'Hello there.', at: 0 }] }];
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useReadAloud(itemsFor), { wrapper });
  act(() => void store.dispatch(enableTextToSpeech()));
  return { store, ...hook };
}

/** The page's text is found and the engine says it (or fails to), on the fake clock. */
const speakPage = () => act(() => vi.advanceTimersByTimeAsync(SAYING_MS));

describe('read-aloud in a browser that cannot speak', () => {
  it('turns itself off and says the browser has no voice, instead of going quiet', async () => {
    installEngine({ voices: [], fails: true });
    const { store, result } = start();
    await speakPage();
    expect(store.getState().reader.isTextToSpeechEnabled).toBe(false);
    expect(result.current.problem).toBe('noVoices');
    act(() => result.current.dismissProblem());
    expect(result.current.problem).toBeNull();
  });

  it('says it could not start when the engine has voices but fails', async () => {
    installEngine({ voices: [{ name: 'Samantha', voiceURI: 'samantha', lang: 'en-US' }], fails: true });
    const { store, result } = start();
    await speakPage();
    expect(store.getState().reader.isTextToSpeechEnabled).toBe(false);
    expect(result.current.problem).toBe('failed');
  });

  it('reads to the end without a message when the engine speaks, even before it lists its voices', async () => {
    const engine = installEngine({ voices: [], fails: false });
    const { store, result } = start();
    await speakPage();
    expect(engine.speak).toHaveBeenCalled();
    // The last spread read, read-aloud ends as at the end of any book: off, and nothing to say.
    expect(store.getState().reader.isTextToSpeechEnabled).toBe(false);
    expect(result.current.problem).toBeNull();
  });
});

describe('the word being read aloud', () => {
  const highlights = new Map<string, Set<Range>>();
  beforeEach(() => {
    vi.stubGlobal('Highlight', class extends Set<Range> {
      priority = 0;
      constructor(...ranges: Range[]) {
        super(ranges);
      }
    });
    vi.stubGlobal('CSS', { highlights, escape: (id: string) => id });
    document.body.innerHTML = '<div data-page-index="0"><div data-element-id="e1"><p>Hello there.</p></div></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });
  const lit = () => [...(highlights.get('folio-narration-word') ?? [])].map((range) => range.toString());

  it("is lit on the page as the engine reports it, and no more once read-aloud ends", async () => {
    installEngine({ voices: [], fails: false });
    start();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(lit()).toEqual(['there']);
    await speakPage();
    expect(lit()).toEqual([]);
  });
});
