import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { cueAt, safeMediaSrc, wordsOf, type BookPage, type NarrationCue, type TextSpan } from '@folio/shared';
import { useAppDispatch } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { readingTextOf } from '../../../elements/readingText';
import { useFileAddress } from '../../../elements/common/fileAddress';
import { browserSpeech, ReadAloudController } from '../read-aloud/controller';
import { readingItems } from '../read-aloud/readingOrder';
import type { PageContentCache } from '../pageContent';
import { PREVIEW_END_ID } from '../readerBook';
import { canGoNext, disableTextToSpeech, nextPage, setCurrentReadingElementId } from '../readerSlice';
import { useReader } from '../useReader';
import { viewPages } from '../visibleWindow';
import { narrationLanguage, sentenceSpan, textRange } from './sentenceText';
import { customHighlights, lightWord } from './wordHighlight';
import { wordAtTime } from './wordTiming';
import './narration.css';

/** The name the sentence being read is lit under (narration.css). */
const HIGHLIGHT = 'folio-narration';
/** Where the Custom Highlight API is missing, the element being read is marked instead (narration.css). */
const FALLBACK_ATTRIBUTE = 'data-narrating';

export type NarrationMode = 'off' | 'playing' | 'paused';

/**
 * Lights one sentence of a shown page (or nothing), and answers its words for the caption and the words (with their
 * offsets in the element) to light one by one as they are heard.
 */
function light(stage: HTMLElement | null, pageIndex: number, page: BookPage, cue: NarrationCue | null): { caption: string; words: TextSpan[] } | null {
  if (customHighlights()) CSS.highlights.delete(HIGHLIGHT);
  for (const old of document.querySelectorAll(`[${FALLBACK_ATTRIBUTE}]`)) old.removeAttribute(FALLBACK_ATTRIBUTE);
  if (!cue || !stage) return null;
  const box = stage.querySelector(`[data-page-index="${pageIndex}"] [data-element-id="${CSS.escape(cue.element)}"]`);
  if (!box) return null;
  const { language } = narrationLanguage(page);
  const span = sentenceSpan(box, cue.sentence, language);
  const range = span && textRange(box, span);
  if (!span || !range) return null;
  if (customHighlights()) CSS.highlights.set(HIGHLIGHT, new Highlight(range));
  else box.setAttribute(FALLBACK_ATTRIBUTE, '');
  return { caption: range.toString(), words: wordsOf(span, language) };
}

/**
 * Play narration (issue 54): the shown pages' recordings one after another, the sentence being heard lit on the
 * page and written in a caption; a page without a recording is read by the browser's voice (read-aloud's
 * controller, its element lit as read-aloud lights it). When the view is done the book turns by itself and goes
 * on; it stops at the end of the book or when turned off. Pausing holds the sound where it is; turning pages by
 * hand while it plays goes on from the new view.
 */
export function useNarration(content: PageContentCache, stage: React.RefObject<HTMLElement | null>, rtl: boolean) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const address = useFileAddress();
  const currentPage = useReader((r) => r.currentPage);
  const isMobile = useReader((r) => r.isMobile);
  const pages = useReader((r) => r.ebookData.pages);
  const [mode, setMode] = useState<NarrationMode>('off');
  const [caption, setCaption] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const audio = useMemo(() => (typeof Audio === 'undefined' ? null : new Audio()), []);
  const speech = useMemo(() => browserSpeech(), []);
  const voice = useMemo(() => (speech ? new ReadAloudController(speech.engine, speech.Utterance) : null), [speech]);
  const settings = useReader((r) => r.textToSpeechSettings);
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  }, [settings]);
  const on = mode !== 'off';
  // Read-aloud turned on from the toolbar takes over: the two never talk over each other.
  const readAloud = useReader((r) => r.isTextToSpeechEnabled);
  const [readAloudSeen, setReadAloudSeen] = useState(readAloud);
  if (readAloud !== readAloudSeen) {
    setReadAloudSeen(readAloud);
    if (readAloud && on) setMode('off');
  }

  useEffect(() => {
    if (!on || !audio) return;
    let live = true;
    let frame = 0;
    const shown = viewPages(currentPage, pages.length, isMobile).filter((i) => pages[i] && pages[i].id !== PREVIEW_END_ID);

    /** One page's recording, its sentences lit as they are heard; settles when it ends (or cannot play). */
    const playRecording = (index: number, page: BookPage, src: string) =>
      new Promise<void>((resolve) => {
        const cues = page.narration?.cues ?? [];
        let lit: NarrationCue | null = null;
        let words: TextSpan[] = [];
        let word: TextSpan | null = null;
        const follow = () => {
          const cue = cueAt(cues, audio.currentTime);
          if (cue !== lit) {
            lit = cue;
            const sentence = light(stage.current, index, page, cue);
            words = sentence?.words ?? [];
            setCaption(sentence?.caption ?? null);
          }
          // The word heard, by the sentence's time shared among its words.
          const heard = cue && wordAtTime(words, cue.start, cue.end, audio.currentTime);
          if (heard !== word) {
            word = heard;
            lightWord(stage.current, cue && heard ? { id: cue.element, start: heard.start, end: heard.end } : null);
          }
          frame = requestAnimationFrame(follow);
        };
        const done = () => {
          cancelAnimationFrame(frame);
          audio.onended = null;
          audio.onerror = null;
          light(stage.current, index, page, null);
          lightWord(null, null);
          setCaption(null);
          resolve();
        };
        audio.onended = done;
        audio.onerror = () => {
          setFailed(true);
          done();
        };
        audio.src = src;
        audio.currentTime = 0;
        audio.play().then(follow, () => {
          if (live) setFailed(true);
          done();
        });
      });

    /** A page without a recording, read by the browser's voice. */
    const speak = (page: BookPage) =>
      new Promise<void>((resolve) => {
        const items = readingItems([page], readingTextOf, rtl);
        if (!voice || !items.length) return resolve();
        voice.read(items, () => settingsRef.current, {
          onItem: (id) => dispatch(setCurrentReadingElementId(id)),
          onWord: (word) => lightWord(stage.current, word),
          onFinished: () => resolve(),
          onFailed: () => resolve(),
        });
      });

    void (async () => {
      const loaded = await content.load(shown);
      for (const [k, page] of loaded.entries()) {
        if (!live) return;
        const src = page.narration ? address(safeMediaSrc(page.narration.src)) : undefined;
        if (src) await playRecording(shown[k]!, page, src);
        else await speak(page);
      }
      if (!live) return;
      dispatch(setCurrentReadingElementId(null));
      if (canGoNext(store.getState().reader)) dispatch(nextPage());
      else setMode('off');
    })().catch(() => live && setMode('off'));

    return () => {
      live = false;
      cancelAnimationFrame(frame);
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      voice?.stop();
      if (customHighlights()) CSS.highlights.delete(HIGHLIGHT);
      lightWord(null, null);
      for (const old of document.querySelectorAll(`[${FALLBACK_ATTRIBUTE}]`)) old.removeAttribute(FALLBACK_ATTRIBUTE);
      setCaption(null);
    };
    // `pages` changes identity when the language changes the pages' names: the view is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, currentPage, isMobile, pages.length, content, audio, voice, rtl, dispatch, store, stage]);

  const start = useCallback(() => {
    // The two ways of reading aloud do not talk over each other.
    dispatch(disableTextToSpeech());
    setFailed(false);
    setMode('playing');
  }, [dispatch]);
  const stop = useCallback(() => {
    setMode('off');
    dispatch(setCurrentReadingElementId(null));
  }, [dispatch]);
  const pause = useCallback(() => {
    audio?.pause();
    if (typeof window !== 'undefined') window.speechSynthesis?.pause();
    setMode('paused');
  }, [audio]);
  const resume = useCallback(() => {
    if (audio?.src && !audio.ended) void audio.play();
    if (typeof window !== 'undefined') window.speechSynthesis?.resume();
    setMode('playing');
  }, [audio]);

  return { mode, caption, failed, start, stop, pause, resume };
}
