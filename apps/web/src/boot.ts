/**
 * The page's entry: starts the app (main.tsx, whose files the page names for preloading, so that they load
 * beside this one). On a page that arrives painted, with its first screen in the HTML (app/shell: the landing,
 * sign-in, register and library pages), the browser paints that screen first and the app starts once the browser
 * has reported that paint (app/shell/afterFirstPaint.ts): evaluating the app's code is the longest task of a visit,
 * and run before the first paint it holds the page blank while the words are already there (on a phone, or in
 * Lighthouse's simulation, which then counts the app's download and evaluation in the first paint). A PDF book's
 * flipbook opened at its start draws the book's first page before the app starts (features/reader/pdf/firstPage.ts).
 * Everywhere else the app starts at once.
 */
// The styles belong to the page itself: the first screen is drawn with them, before any script has run.
import './styles/fonts.css';
import './styles/index.css';
import { pageHints } from './app/pageHints';
import { startPdfWorker } from './features/reader/pdf/earlyWorker';
import { startEarlyReading } from './features/reader/earlyReading';
import { startEarlyDocument } from './features/editor/earlyDocument';
import { startEarlyLibrary } from './features/library/earlyLibrary';
import { holdShellSubmits } from './app/shell/heldSubmits';
import { afterFirstPaint } from './app/shell/afterFirstPaint';
import { keepAddressLanguage } from './app/addressLanguage';

const start = () => import('./main');

// First: a link may be followed on the painted first screen before the app has started.
keepAddressLanguage(location.search);

// A reader's, the editor's or the library's address (the server's hints say so): the book, and an e-book's first
// pages or the document's pages, or the library's books, are asked for now, and a PDF book's pdf.js worker parses
// its script, while the app's code loads and starts.
const hints = pageHints();
const pdfBook = hints.includes('reader') ? startEarlyReading({ pdf: hints.includes('pdf') }) : undefined;
if (hints.includes('pdf')) startPdfWorker();
if (hints.includes('editor')) startEarlyDocument();
if (hints.includes('library')) startEarlyLibrary();

holdShellSubmits();
if (document.getElementById('page-shell')) afterFirstPaint(() => void start());
// A PDF book's flipbook at its start: this page draws the book's first page, then the app starts (the page names
// pdf.js and its worker alone, for the connections and the main thread to be theirs until then).
else if (hints.includes('first-page') && pdfBook) {
  void import('./features/reader/pdf/firstPage')
    .then(({ showFirstPage }) => showFirstPage(pdfBook))
    .catch(() => {})
    .finally(() => void start());
} else void start();
