import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArrowLeft, BookOpen, Bookmark, CaseSensitive, ChevronLeft, ChevronRight, Headphones, LayoutGrid, ListTree, Maximize, Minimize, PencilLine, Rows3, Search, Share2, SlidersHorizontal, StickyNote, ZoomIn, ZoomOut,
} from 'lucide-react';
import { useAppDispatch } from '../../app/hooks';
import { canGoNext, canGoPrevious, disableTextToSpeech, enableTextToSpeech, nextPage, previousPage, setSelectedTool, toggleGallery, toggleNoteTakingLayer } from './readerSlice';
import { otherViewAddress } from './pageAddress';
import { MoreTools } from './MoreTools';
import type { AnswerProgress } from './answers/useKeptAnswers';
import { PageIndicator } from './PageIndicator';
import { ToolButton } from './ToolButton';
import { useReader } from './useReader';

interface ToolbarProps {
  view: 'flip' | 'scroll';
  ebookId: string;
  title: string;
  rtl: boolean;
  embed: boolean;
  /** The offline reader: no way back to the site, no sharing (both need the server). */
  offline: boolean;
  totalPages: number;
  /** A PDF book whose pages are not known yet. */
  pagesLoading: boolean;
  /** Pages of the preview, or null when the book is read in full. */
  previewPages: number | null;
  /** A signed-in reader's answers to the book's questions so far, or null (no questions, or a visitor). */
  progress: AnswerProgress;
  zoom: { percent: number; zoomIn: () => void; zoomOut: () => void; reset: () => void; canZoomIn: boolean; canZoomOut: boolean };
  fullscreen: { active: boolean; available: boolean; toggle: () => void };
  speechAvailable: boolean;
  onShare: () => void;
  onSearch: () => void;
  /** Opens the words of the pages shown in large type. */
  onPageText: () => void;
  onSpeechSettings: () => void;
  /** The study panel (contents, bookmarks, highlights: features/study). */
  study: { open: boolean; onOpen: () => void };
  /** "Bookmark this page", pressed while the page being read is bookmarked. */
  bookmark: { available: boolean; pressed: boolean; toggle: () => void };
  /** Play narration's buttons (features/reader/narration), for an e-book. */
  narration?: ReactNode;
  /** Play narration as an entry of a phone's More tools (its button is not on a phone's bar while off). */
  narrationMenu?: { on: boolean; toggle: () => void };
}

/** The reader's bar, shared by the flipbook and the scrolled view: the book, the pages, the tools. */
export function ReaderToolbar(props: ToolbarProps) {
  const { view, ebookId, title, rtl, embed, offline, totalPages, pagesLoading, previewPages, progress, zoom, fullscreen, speechAvailable } = props;
  const { t } = useTranslation('reader');
  const { t: tStudy } = useTranslation('study');
  const dispatch = useAppDispatch();
  const reader = useReader((r) => r);
  // In a right-to-left book the next page is to the left: the buttons and their arrows follow the book.
  const Back = rtl ? ChevronRight : ChevronLeft;
  const Forward = rtl ? ChevronLeft : ChevronRight;

  return (
    <header className="relative z-20 flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-white/10 bg-slate-950/85 px-2 py-1.5 text-slate-100 backdrop-blur sm:px-3">
      {/* The title keeps some room: past it, the tools wrap onto a second row rather than squeeze it away. */}
      <div className="order-1 flex min-w-0 flex-1 items-center gap-2 md:min-w-40">
        {!embed && !offline && (
          <Link to={`/books/${encodeURIComponent(ebookId)}`} aria-label={t('toolbar.back')} title={t('toolbar.back')} className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300">
            <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
          </Link>
        )}
        <div className="min-w-0">
          <h1 className="truncate text-sm font-semibold sm:text-base" dir="auto">{title}</h1>
          {previewPages !== null && <p className="truncate text-xs text-amber-300">{t('indicator.preview', { shown: previewPages, count: totalPages })}</p>}
          {progress && (
            <p className="truncate text-xs text-slate-300" data-testid="answer-progress">
              {t('toolbar.progress', {
                questions: t('toolbar.progressQuestions', { answered: progress.answered, count: progress.questions }),
                points: t('toolbar.progressPoints', { score: progress.score, count: progress.points }),
              })}
            </p>
          )}
        </div>
      </div>

      <nav aria-label={t('toolbar.pages')} dir={rtl ? 'rtl' : 'ltr'} className="order-3 flex w-full items-center justify-center gap-1 md:order-2 md:w-auto">
        <ToolButton label={reader.isMobile ? t('toolbar.previousPage') : t('toolbar.previousPages')} disabled={!canGoPrevious(reader)} onClick={() => dispatch(previousPage())} data-testid="previous-page">
          <Back aria-hidden className="size-5" />
        </ToolButton>
        <PageIndicator totalPages={totalPages} loading={pagesLoading} />
        <ToolButton label={reader.isMobile ? t('toolbar.nextPage') : t('toolbar.nextPages')} disabled={!canGoNext(reader)} onClick={() => dispatch(nextPage())} data-testid="next-page">
          <Forward aria-hidden className="size-5" />
        </ToolButton>
      </nav>

      {/*
        On a phone the tools that matter while reading stay in the bar and the rest go into a menu (MoreTools), so
        that every action is in reach without a bar that scrolls; on wider screens they all sit at the end of the bar.
      */}
      <div role="group" aria-label={t('toolbar.tools')} className="order-2 flex w-full flex-nowrap items-center justify-center gap-0.5 md:order-3 md:w-auto md:flex-initial md:flex-wrap md:justify-end">
        <ToolButton label={t('toolbar.gallery')} pressed={reader.showGallery} onClick={() => dispatch(toggleGallery())}>
          <LayoutGrid aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('toolbar.search')} onClick={props.onSearch}>
          <Search aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('toolbar.pageText')} onClick={props.onPageText} className="max-md:hidden">
          <CaseSensitive aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton
          label={t('toolbar.readAloud')}
          pressed={reader.isTextToSpeechEnabled}
          disabled={!speechAvailable}
          aria-describedby={speechAvailable ? undefined : 'reader-speech-missing'}
          onClick={() => dispatch(reader.isTextToSpeechEnabled ? disableTextToSpeech() : enableTextToSpeech())}
        >
          <Headphones aria-hidden className="size-5" />
        </ToolButton>
        {props.narration}
        <ToolButton label={t('toolbar.speechSettings')} disabled={!speechAvailable} onClick={props.onSpeechSettings} className="max-md:hidden">
          <SlidersHorizontal aria-hidden className="size-5" />
        </ToolButton>
        <span aria-hidden className="mx-1 h-6 w-px bg-white/15" />
        <ToolButton label={t('toolbar.draw')} pressed={reader.selectedTool === 'draw'} onClick={() => dispatch(setSelectedTool(reader.selectedTool === 'draw' ? null : 'draw'))}>
          <PencilLine aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('toolbar.notes')} pressed={reader.noteTakingLayer} onClick={() => dispatch(toggleNoteTakingLayer())}>
          <StickyNote aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={tStudy('toolbar.study')} pressed={props.study.open} onClick={props.study.onOpen}>
          <ListTree aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={tStudy('bookmarks.toggle')} pressed={props.bookmark.pressed} disabled={!props.bookmark.available} onClick={props.bookmark.toggle} className="max-md:hidden">
          <Bookmark aria-hidden className={props.bookmark.pressed ? 'size-5 fill-current' : 'size-5'} />
        </ToolButton>
        <span aria-hidden className="mx-1 h-6 w-px bg-white/15 max-md:hidden" />
        <ToolButton label={t('toolbar.zoomOut')} disabled={!zoom.canZoomOut} onClick={zoom.zoomOut} className="max-md:hidden">
          <ZoomOut aria-hidden className="size-5" />
        </ToolButton>
        <button
          type="button"
          onClick={zoom.reset}
          title={t('toolbar.fit')}
          aria-label={t('toolbar.zoomLevel', { percent: zoom.percent })}
          className="h-9 min-w-14 rounded-lg px-1 text-xs font-semibold text-slate-200 tabular-nums hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300 max-md:hidden"
        >
          {zoom.percent}%
        </button>
        <ToolButton label={t('toolbar.zoomIn')} disabled={!zoom.canZoomIn} onClick={zoom.zoomIn} className="max-md:hidden">
          <ZoomIn aria-hidden className="size-5" />
        </ToolButton>
        <span aria-hidden className="mx-1 h-6 w-px bg-white/15" />
        <Link
          to={otherViewAddress(view, ebookId, embed, reader.currentPage)}
          aria-label={view === 'flip' ? t('toolbar.scrollView') : t('toolbar.flipView')}
          title={view === 'flip' ? t('toolbar.scrollView') : t('toolbar.flipView')}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300"
        >
          {view === 'flip' ? <Rows3 aria-hidden className="size-5" /> : <BookOpen aria-hidden className="size-5" />}
        </Link>
        {!offline && (
          <ToolButton label={t('toolbar.share')} onClick={props.onShare} className="max-md:hidden">
            <Share2 aria-hidden className="size-5" />
          </ToolButton>
        )}
        <ToolButton label={fullscreen.active ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')} pressed={fullscreen.active} disabled={!fullscreen.available} onClick={fullscreen.toggle} className="max-md:hidden">
          {fullscreen.active ? <Minimize aria-hidden className="size-5" /> : <Maximize aria-hidden className="size-5" />}
        </ToolButton>
        <MoreTools className="md:hidden" zoom={zoom} fullscreen={fullscreen} speechAvailable={speechAvailable} onShare={offline ? null : props.onShare} onPageText={props.onPageText} onSpeechSettings={props.onSpeechSettings} onStudy={props.study.onOpen} bookmark={props.bookmark} narration={props.narrationMenu} />
      </div>
      {!speechAvailable && (
        <p id="reader-speech-missing" className="order-4 w-full text-end text-xs text-slate-300">
          {t('speech.unavailable')}
        </p>
      )}
    </header>
  );
}
