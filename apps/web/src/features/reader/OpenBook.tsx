import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import clsx from 'clsx';
import type { BookReading, BookSearchResult, ContentsEntry } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatMoney } from '../library/price';
import { BookPagesProvider } from '../../elements/common/bookPages';
import { QuizAnswersProvider } from '../../elements/common/quizAnswers';
import { useKeptAnswers } from './answers/useKeptAnswers';
import { ContinuePrompt } from './ContinuePrompt';
import { pageFromAddress, usePageAddress } from './pageAddress';
import { useReadingPosition } from './readingPosition';
import { FlipbookView } from './FlipbookView';
import { FIRST_PAGE_FRAME_ID, handOverFirstPage, revealReader } from './pdf/firstPageFrame';
import { usePdfDocument } from './pdf/usePdfDocument';
import { useReadAloud } from './read-aloud/useReadAloud';
import { NarrationButtons, NarrationCaption } from './narration/NarrationControls';
import { useNarration } from './narration/useNarration';
import { ReaderBook, type ReaderBookContext } from './ReaderContext';
import { ReaderPage } from './ReaderPage';
import { ReaderToolbar } from './ReaderToolbar';
import { goToPage, nextPage, previousPage } from './readerSlice';
import { turnsRightToLeft } from './direction';
import { BookSearch, DrawingTools, Gallery, NotesPanel, PageText, ShareDialog, SpeechSettingsDialog, StudyPanel } from './onDemand';
import type { FetchPageRange } from './pageContent';
import { ScrollView } from './ScrollView';
import { StageMessage } from './StageMessage';
import { FLIPBOOK_PADDING, PAPER_EDGE } from './spreadFrame';
import { STAGE_FOCUS_RING } from './stageFocus';
import { useBookPages } from './useBookPages';
import { useFullscreen, useReaderKeys, useSwipe, useWindowWidth } from './useReaderControls';
import { useReaderScale } from './useReaderScale';
import { useReader } from './useReader';
import { useReadingAnalytics } from './analytics/useReadingAnalytics';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { IconButton } from '../../components/IconButton';
import { HighlightLayer } from '../study/HighlightLayer';
import type { StudyTab } from '../study/StudyPanel';
import { usePageBookmark } from '../study/usePageBookmark';

interface OpenBookProps {
  reading: BookReading;
  /** Opened as a visitor's: answers, notes, drawings and the reading position stay in this browser. */
  anonymous: boolean;
  view: 'flip' | 'scroll';
  embed: boolean;
  /** Reads pages of the book: from the API on the site, from the package in the offline reader. */
  fetchRange: FetchPageRange;
  /**
   * The offline reader (src/offline): a copy of the book with no server behind it, so nothing that needs one is
   * offered (the way back to the site, sharing).
   */
  offline?: boolean;
  /**
   * The offline reader's: the events route of the site the book was exported from, where its reading goes while the
   * browser is online. Without it (a package made before), the offline reader counts nothing.
   */
  offlineEventsUrl?: string;
  /** Searches the book in the browser (the offline reader's, which holds all its pages); the server's search otherwise. */
  searchHere?: (query: string) => BookSearchResult;
  /** The book's contents made of its headings where the reader holds all its pages (the offline reader); the server's otherwise. */
  contentsHere?: (rtl: boolean) => ContentsEntry[];
}

/** A book open in the reader: the toolbar, the flipbook or the scrolled pages, the side panels and dialogs. */
export default function OpenBook({ reading, anonymous, view, embed, fetchRange, offline = false, offlineEventsUrl, searchHere, contentsHere }: OpenBookProps) {
  const { t, i18n } = useTranslation('reader');
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.auth.token as string | null);
  const { book } = reading;
  const rtl = turnsRightToLeft(book.title, i18n.dir() === 'rtl' ? 'rtl' : 'ltr');
  const pdf = usePdfDocument(book.book_type === 'pdf' ? reading.pdf_url : null, anonymous ? null : token);
  // The first page the page's entry drew (pdf/firstPage.ts) stays over its place until the reader draws a page of
  // its own (PdfPageView), and goes if the document fails or the reader leaves first.
  useEffect(() => {
    revealReader();
    return handOverFirstPage;
  }, []);
  useEffect(() => {
    if (pdf.status === 'error') handOverFirstPage();
  }, [pdf.status]);
  // The page the address named when the book was opened (?page=12, from 1): the book opens there.
  const [params] = useSearchParams();
  const [openingPage] = useState(() => pageFromAddress(params.get('page')));
  // Opened from another screen at a PDF book's start, before its document is open: the server's drawing of the first
  // page shows in its place until pdf.js draws it (the page's entry shows it itself when the address is opened).
  const [drawingFirst] = useState(
    () => view === 'flip' && !embed && openingPage === null && pdf.status === 'loading' && reading.pdf_first_page !== null && !document.getElementById(FIRST_PAGE_FRAME_ID),
  );
  useEffect(() => {
    // The entry's chunk (its own, which the page of a PDF book's address names for preloading: build/preloadHints.ts).
    const firstPage = drawingFirst && reading.pdf_first_page;
    if (firstPage) void import('./pdf/firstPage').then(({ showFirstPageDrawing }) => showFirstPageDrawing(book.title, firstPage));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the reader opens
  }, []);
  const { inStore, ownPages, content, size, totalPages, itemsFor } = useBookPages(reading, pdf, rtl, fetchRange, openingPage);
  const pages = useReader((r) => r.ebookData.pages);
  const currentPage = useReader((r) => r.currentPage);
  const isMobile = useReader((r) => r.isMobile);
  const tool = useReader((r) => r.selectedTool);
  const noteLayer = useReader((r) => r.noteTakingLayer);
  const galleryOpen = useReader((r) => r.showGallery);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const stageRef = useRef<HTMLElement>(null);
  const [sharing, setSharing] = useState(false);
  const [searching, setSearching] = useState(false);
  const [readingText, setReadingText] = useState(false);
  const [speechSettings, setSpeechSettings] = useState(false);
  // The study panel opens where the reader left it.
  const [studying, setStudying] = useState(false);
  const [studyTab, setStudyTab] = useState<StudyTab>('contents');
  const bookmark = usePageBookmark(book.id, anonymous);
  const contentsWhere = useMemo(() => (contentsHere ? () => contentsHere(rtl) : null), [contentsHere, rtl]);

  useWindowWidth();
  usePageAddress({ ready: inStore, currentPage, pageCount: pages.length, isMobile });
  const position = useReadingPosition({
    ebookId: book.id,
    signedIn: token !== null && !anonymous,
    ready: inStore,
    currentPage,
    pageCount: pages.length,
    isMobile,
    fromAddress: openingPage !== null,
  });
  useDocumentTitle(book.title);
  const speech = useReadAloud(itemsFor);
  const narration = useNarration(content, stageRef, rtl);
  const answers = useKeptAnswers(book.id, token !== null && !anonymous);
  const fullscreen = useFullscreen(root);
  const viewSize = { width: size.width * (view === 'flip' && !isMobile ? 2 : 1), height: size.height };
  const zoom = useReaderScale(stageRef, viewSize, view === 'flip' ? PAPER_EDGE : 0);
  const noteSearch = useReadingAnalytics({ ebookId: book.id, token: anonymous ? null : token, enabled: !offline || !!offlineEventsUrl, offlineEventsUrl, stage: stageRef, zoom: zoom.zoom });

  const next = useCallback(() => dispatch(nextPage()), [dispatch]);
  const previous = useCallback(() => dispatch(previousPage()), [dispatch]);
  useReaderKeys({ rtl, next, previous, first: () => dispatch(goToPage(0)), last: () => dispatch(goToPage(pages.length - 1)), enabled: pages.length > 0 });
  const zoomedIn = view === 'flip' && zoom.zoom > 1;
  const swipe = useSwipe({ rtl, next, previous, enabled: tool === null && view === 'flip', zoomed: zoomedIn, stage: stageRef });

  // A double tap (or double click) on the page zooms in around that point, and out again: on a phone a
  // whole A4 page is narrow, and this is how people read its text. Controls in the page keep their own clicks.
  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    const stage = stageRef.current;
    if (!stage || tool !== null || view !== 'flip') return;
    if ((event.target as Element).closest('button, a, input, select, textarea, label, audio, video, iframe, [role="button"], [contenteditable="true"]')) return;
    const box = stage.getBoundingClientRect();
    const [x, y] = [event.clientX - box.left, event.clientY - box.top];
    const [fx, fy] = [(stage.scrollLeft + x) / stage.scrollWidth, (stage.scrollTop + y) / stage.scrollHeight];
    zoom.toggleZoom();
    // After the page is drawn at its new scale, the point tapped is brought back under the finger.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        stage.scrollLeft = fx * stage.scrollWidth - x;
        stage.scrollTop = fy * stage.scrollHeight - y;
      }),
    );
  };

  const onNavigate = useCallback((index: number) => dispatch(goToPage(index)), [dispatch]);
  const context = useMemo<ReaderBookContext>(
    () => ({
      ebookId: book.id,
      title: book.title,
      kind: book.book_type,
      pdf: pdf.status === 'ready' ? pdf.doc : null,
      pages: content,
      size,
      onNavigate,
      previewPrice: reading.preview ? formatMoney(book.final_price, i18n.language) : null,
      embed,
      hasNotes: position.hasNotes,
      searchHere: searchHere ?? null,
    }),
    // `size` is a new object each render; its numbers are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [book, pdf, content, size.width, size.height, onNavigate, reading.preview, i18n.language, embed, position.hasNotes, searchHere],
  );
  const pageIds = pages.map((p) => p.id);
  const renderPage = (index: number) => <ReaderPage index={index} scale={zoom.scale} />;

  let stage;
  if (pdf.status === 'error') stage = <StageMessage tone="error" text={t('errors.unreadable')} />;
  else if (book.book_type === 'pdf' && pdf.status === 'loading')
    // Over the first page's drawing, the words would cover the page: they are for screen readers then.
    stage = drawingFirst ? <span role="status" className="sr-only">{t('loadingPdf')}</span> : <StageMessage tone="busy" text={t('loadingPdf')} />;
  else if (pages.length === 0) stage = <StageMessage tone="info" text={t('errors.empty')} />;
  else if (view === 'flip') {
    stage = (
      <div className="flex min-h-full min-w-fit">
        <div className="m-auto" style={{ paddingInline: FLIPBOOK_PADDING.x, paddingBlock: FLIPBOOK_PADDING.y }}>
          <FlipbookView pageIds={pageIds} currentPage={currentPage} isMobile={isMobile} rtl={rtl} size={size} scale={zoom.scale} renderPage={renderPage} />
        </div>
      </div>
    );
  } else {
    stage = (
      <ScrollView pageIds={pageIds} currentPage={currentPage} isMobile={isMobile} size={size} scale={zoom.scale} label={t('scroll.label')} onPageInView={onNavigate} renderPage={renderPage} />
    );
  }

  return (
    <ReaderBook.Provider value={context}>
      <BookPagesProvider pages={pages}>
      <QuizAnswersProvider store={answers.store}>
        <div ref={setRoot} className="flex h-dvh flex-col overflow-hidden bg-slate-800 bg-[radial-gradient(ellipse_at_top,var(--color-slate-700),var(--color-slate-900)_70%)]">
          <ReaderToolbar
            view={view}
            ebookId={book.id}
            title={book.title}
            rtl={rtl}
            embed={embed}
            offline={offline}
            totalPages={totalPages}
            pagesLoading={book.book_type === 'pdf' && pdf.status === 'loading'}
            previewPages={reading.preview ? reading.preview_pages : null}
            progress={answers.progress}
            zoom={{ percent: Math.round(zoom.zoom * 100), zoomIn: zoom.zoomIn, zoomOut: zoom.zoomOut, reset: zoom.resetZoom, canZoomIn: zoom.canZoomIn, canZoomOut: zoom.canZoomOut }}
            fullscreen={fullscreen}
            speechAvailable={speech.available}
            onShare={() => {
              // Dialogs open over the page, outside the full-screen element: leave full screen first.
              if (fullscreen.active) fullscreen.toggle();
              setSharing(true);
            }}
            onSearch={() => setSearching(true)}
            study={{ open: studying, onOpen: () => setStudying(true) }}
            bookmark={bookmark}
            onPageText={() => setReadingText(true)}
            narration={book.book_type !== 'pdf' && <NarrationButtons narration={narration} />}
            narrationMenu={book.book_type !== 'pdf' ? { on: narration.mode !== 'off', toggle: narration.mode !== 'off' ? narration.stop : narration.start } : undefined}
            onSpeechSettings={() => {
              if (fullscreen.active) fullscreen.toggle();
              setSpeechSettings(true);
            }}
          />
          <NarrationCaption narration={narration} />
          {speech.problem && (
            <div role="alert" className="relative z-10 flex items-center justify-center gap-2 border-b border-white/10 bg-amber-950/95 py-1.5 ps-3 pe-1.5 text-sm text-amber-50">
              <p>{t(`speech.${speech.problem}`)}</p>
              <IconButton label={t('speech.dismiss')} onClick={speech.dismissProblem} className="grid size-8 shrink-0 place-items-center rounded-lg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-200">
                <X aria-hidden className="size-4" />
              </IconButton>
            </div>
          )}
          {tool === 'draw' && (
            <div className="relative z-10 flex justify-center border-b border-white/10 bg-slate-900/90 px-2 py-1.5">
              <Suspense fallback={null}>
                <DrawingTools ebookId={book.id} pageIds={ownPages.map((p) => p.id)} />
              </Suspense>
            </div>
          )}
          <div className="relative flex min-h-0 flex-1">
            {/*
              The flipbook's stage takes the keyboard's focus (the arrow keys turn its pages, and zoomed in they scroll
              it) and shows its ring then (WCAG 2.4.7); the scroll view's own region does so inside it.
            */}
            <main ref={stageRef} aria-label={t('stage')} tabIndex={view === 'flip' ? 0 : undefined} className={clsx('relative min-w-0 flex-1', STAGE_FOCUS_RING, view === 'flip' && 'overflow-auto', view === 'flip' && zoom.zoom <= 1 && 'touch-pan-y', zoomedIn && tool === null && 'cursor-grab select-none active:cursor-grabbing')} onDoubleClick={onDoubleClick} {...(view === 'flip' ? swipe : {})}>
              {stage}
            </main>
            <HighlightLayer ebookId={book.id} anonymous={anonymous} kind={book.book_type} stage={stageRef} container={root} pages={pages} currentPage={currentPage} enabled={tool === null} />
            {position.offer !== null && <ContinuePrompt page={position.offer} onContinue={position.accept} onDismiss={position.dismiss} />}
            {noteLayer && (
              <aside aria-label={t('notes.panel')} className="w-80 max-w-[85vw] shrink-0 overflow-y-auto border-s border-white/10 bg-white max-md:absolute max-md:inset-y-0 max-md:end-0 max-md:z-30 max-md:shadow-2xl">
                <Suspense fallback={null}>
                  <NotesPanel ebookId={book.id} pages={ownPages} onJump={onNavigate} />
                </Suspense>
              </aside>
            )}
          </div>
        </div>
        {/* Mounted while open only: a closed gallery of a 500-page book would still build 500 buttons on every turn. */}
        <Suspense fallback={null}>
          {galleryOpen && <Gallery container={root} />}
          {searching && <BookSearch container={root} anonymous={anonymous} preview={reading.preview} onClose={() => setSearching(false)} onSearched={noteSearch} />}
          {readingText && <PageText container={root} itemsFor={itemsFor} rtl={rtl} onClose={() => setReadingText(false)} />}
          {studying && <StudyPanel container={root} anonymous={anonymous} contentsHere={contentsWhere} tab={studyTab} onTabChange={setStudyTab} onClose={() => setStudying(false)} />}
          {sharing && <ShareDialog open onOpenChange={setSharing} ebookId={book.id} title={book.title} />}
          {speech.available && speechSettings && <SpeechSettingsDialog open onOpenChange={setSpeechSettings} />}
        </Suspense>
      </QuizAnswersProvider>
      </BookPagesProvider>
    </ReaderBook.Provider>
  );
}
