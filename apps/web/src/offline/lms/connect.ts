import type { OfflineBook } from '@folio/shared';
import { store } from '../../app/store';
import { keptAnswersKey } from '../../features/reader/answers/useKeptAnswers';
import type { ReaderState } from '../../features/reader/readerSlice';
import { viewPages } from '../../features/reader/visibleWindow';
import { startCmi5 } from './cmi5';
import { bookQuestions, keptAnswersFrom, learnerRecord } from './record';
import type { Saved } from './saved';
import { findScormApi, startScorm, type LmsSession } from './scorm';

/** How often the answers this browser keeps are looked at: an answer reaches the LMS within this time. */
const ANSWERS_EVERY_MS = 1000;

/** The answers the reader keeps in this browser (useKeptAnswers), as chosen lists. */
function keptAnswers(ebookId: string): Record<string, string[]> {
  try {
    const kept = JSON.parse(window.localStorage.getItem(keptAnswersKey(ebookId)) ?? '{}') as Record<string, { chosen?: unknown }>;
    return Object.fromEntries(Object.entries(kept ?? {}).filter(([, answer]) => Array.isArray(answer?.chosen)).map(([id, answer]) => [id, (answer.chosen as unknown[]).map(String)]));
  } catch {
    return {};
  }
}

async function startSession(book: OfflineBook): Promise<LmsSession | null> {
  if (book.lms === 'scorm12' || book.lms === 'scorm2004') return startScorm(book.lms, findScormApi(book.lms));
  if (book.lms === 'cmi5') return startCmi5(new URL(window.location.href));
  return null;
}

/**
 * An LMS package's reader (decision 027) finds the LMS that launched it and, when there is one, before the reader
 * opens: gives back the answers the LMS kept and opens at the page left; then reports the pages read and the
 * answers as they change, and ends the session as the page goes (pagehide). Without an LMS (or in a plain
 * flipbook, whose book names none) it does nothing, and the reader is the offline flipbook as ever.
 */
export async function connectLms(book: OfflineBook): Promise<void> {
  if (!book.lms) return;
  let session: LmsSession | null = null;
  try {
    session = await startSession(book);
  } catch {
    session = null;
  }
  if (!session) return;
  const ebookId = book.reading.book.id;
  const questions = bookQuestions(book.pages);
  const pageCount = book.pages.length;
  const saved: Saved = session.saved;
  // The LMS's answers come back into this browser (a learner on another computer), this browser's own win.
  saved.answers = { ...saved.answers, ...keptAnswers(ebookId) };
  try {
    window.localStorage.setItem(keptAnswersKey(ebookId), JSON.stringify(keptAnswersFrom(questions, saved.answers)));
  } catch {
    // Without storage the answers are the visit's only, as in the offline flipbook.
  }
  if (saved.page > 0 && saved.page < pageCount && !/[?&]page=/.test(window.location.hash)) {
    window.history.replaceState(window.history.state, '', `#/flipbooks/${encodeURIComponent(ebookId)}?page=${saved.page + 1}`);
  }

  const record = () => learnerRecord(questions, pageCount, saved, session.mastery);
  let reported = '';
  const report = () => {
    const now = JSON.stringify([saved.page, [...saved.seen], saved.answers]);
    if (now === reported) return;
    reported = now;
    session.report(record(), saved);
  };
  const follow = () => {
    const reader = (store.getState() as { reader?: ReaderState }).reader;
    if (!reader || reader.ebookData.pages.length === 0) return;
    saved.page = reader.currentPage;
    for (const page of viewPages(reader.currentPage, reader.ebookData.pages.length, reader.isMobile)) saved.seen.add(page);
    report();
  };
  const readAnswers = () => {
    saved.answers = keptAnswers(ebookId);
    report();
  };
  const unsubscribe = store.subscribe(follow);
  const timer = window.setInterval(readAnswers, ANSWERS_EVERY_MS);
  window.addEventListener('pagehide', () => {
    unsubscribe();
    window.clearInterval(timer);
    saved.answers = keptAnswers(ebookId);
    session.finish(record(), saved);
  }, { once: true });
}
