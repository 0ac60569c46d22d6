import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { canGoNext, disableTextToSpeech, nextPage, setCurrentReadingElementId } from '../readerSlice';
import { browserSpeech, ReadAloudController } from './controller';
import type { ReadingItem } from './readingOrder';
import { useReader } from '../useReader';
import { lightWord } from '../narration/wordHighlight';

/**
 * Read-aloud of the book (Web Speech API): while it is on, the view's text is spoken in reading order with
 * the element being read highlighted, then the book turns to the next view and goes on; it stops at the
 * end of the book, when turned off, or when the reader changes page by hand. `itemsFor(viewStart)` gives
 * the text of the view that starts at a page. An engine that cannot speak (a browser with no voice installed)
 * turns read-aloud off and says why (`problem`) rather than going quiet.
 */
export function useReadAloud(itemsFor: (viewStart: number) => Promise<ReadingItem[]>) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const enabled = useReader((r) => r.isTextToSpeechEnabled);
  const currentPage = useReader((r) => r.currentPage);
  const settings = useReader((r) => r.textToSpeechSettings);
  const speech = useMemo(() => browserSpeech(), []);
  const controller = useMemo(() => (speech ? new ReadAloudController(speech.engine, speech.Utterance) : null), [speech]);
  const settingsRef = useRef(settings);
  // The view being read, and whether the next page change is read-aloud's own turn.
  const readingPage = useRef<number | null>(null);
  const advancing = useRef(false);
  /** Why read-aloud turned itself off: the browser has no voice, or its engine would not speak. */
  const [problem, setProblem] = useState<'noVoices' | 'failed' | null>(null);

  useEffect(() => {
    settingsRef.current = settings;
  }, [settings]);

  useEffect(() => {
    if (!controller) return;
    if (!enabled) {
      readingPage.current = null;
      return;
    }
    if (readingPage.current !== null && readingPage.current !== currentPage && !advancing.current) {
      readingPage.current = null;
      dispatch(disableTextToSpeech());
      return;
    }
    advancing.current = false;
    readingPage.current = currentPage;
    let live = true;
    itemsFor(currentPage)
      .then((items) => {
        if (!live) return;
        controller.read(items, () => settingsRef.current, {
          onItem: (id) => dispatch(setCurrentReadingElementId(id)),
          // The word being spoken, inside the element lit as being read (issue 54).
          onWord: (word) => lightWord(document, word),
          onFailed: () => {
            setProblem(speech && speech.engine.getVoices().length === 0 ? 'noVoices' : 'failed');
            dispatch(disableTextToSpeech());
          },
          onFinished: () => {
            if (canGoNext(store.getState().reader)) {
              advancing.current = true;
              dispatch(nextPage());
            } else {
              dispatch(disableTextToSpeech());
            }
          },
        });
      })
      .catch(() => live && dispatch(disableTextToSpeech()));
    return () => {
      live = false;
      controller.stop();
      lightWord(null, null);
    };
  }, [enabled, currentPage, controller, itemsFor, dispatch, store, speech]);

  return {
    available: speech !== null,
    // Turning read-aloud on again tries again: the message stands only while it is off.
    problem: enabled ? null : problem,
    dismissProblem: useCallback(() => setProblem(null), []),
  };
}

/** The voices of the speech engine; they often arrive after the page loads (voiceschanged). */
export function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => browserSpeech()?.engine.getVoices() ?? []);
  useEffect(() => {
    const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
    if (!synth?.addEventListener) return;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}
