import { decodedParam, getEarly, peekEarly, sessionToken } from '../../http/earlyAnswers';
import { detectedLanguage } from '../../app/detectedLanguage';
import { firstViewCount } from './firstView';
import { openPdfEarly } from './pdf/openDocument';

/** A reader's address: a book's flipbook or scrolling view, by id or slug (the server's hints say which is one). */
const READER_ADDRESS = /^\/(?:flipbooks|ebooks)\/([^/]+)$/;

/** What the page's entry knows of a PDF book once it has answered: enough to draw its first page (pdf/firstPage.ts). */
export interface EarlyPdfBook {
  title: string;
}

/**
 * Asks for the book a reader's address opens, and an e-book's first view of pages, from the page's entry, before
 * the app's code has loaded: the reader's own requests (prefetch.ts, with the same address and token) take the
 * answers (http/earlyAnswers.ts), so that the book is there when the app is, instead of being asked for once it
 * has started. A PDF book's first view is its file: its document starts opening as soon as the book answers, and
 * the answer is what this returns (null for a book that is not a readable PDF, or no answer).
 */
export function startEarlyReading({ pdf }: { pdf: boolean }): Promise<EarlyPdfBook | null> | undefined {
  const match = READER_ADDRESS.exec(window.location.pathname);
  const key = match && decodedParam(match[1]!);
  if (!key) return undefined;
  const book = `/public/ebooks/${encodeURIComponent(key)}`;
  const read = getEarly(`${book}/read`, { lng: detectedLanguage() });
  if (pdf) return openPdfOnAnswer(read);
  getEarly(`${book}/pages?from=0&count=${firstViewCount()}`);
  return undefined;
}

/**
 * Opens a PDF book's document (pdf/openDocument.ts: no app code, a few hundred bytes in the page's entry) the
 * moment its book answers, for the reader to take: pdf.js's worker fetches and parses the file on its own thread
 * while the app's code evaluates, instead of once the app has started and handled the answer. As the reader would
 * open it: with the session's token, when the book answered to that token.
 */
function openPdfOnAnswer(read: Promise<Response>): Promise<EarlyPdfBook | null> {
  const token = sessionToken() ?? null;
  return peekEarly<{ data?: { book?: { title?: string }; pdf_url?: string | null } }>(read)
    .then((answer) => {
      const url = answer?.data?.pdf_url;
      if (!url) return null;
      openPdfEarly(url, token);
      return { title: answer.data?.book?.title ?? '' };
    })
    .catch(() => null); // the reader opens the document itself, and shows its own failure
}
