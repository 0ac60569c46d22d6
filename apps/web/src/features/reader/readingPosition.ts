import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch } from '../../app/hooks';
import { loadLocalNotes } from '../drawing/annotationStorage';
import { saveReadingPosition, useReadingPositionQuery } from './api';
import { goToPage } from './readerSlice';
import { viewPages } from './visibleWindow';

/** A page turn is remembered once the reader has stayed this long: turning ten pages is one save, not ten. */
export const POSITION_SAVE_DELAY_MS = 1500;

export const positionKey = (ebookId: string) => `folio:reading-position:${ebookId}`;

/** A visitor's remembered page in this browser (from 1), or null; a damaged entry reads as none. */
export function loadLocalPosition(ebookId: string): number | null {
  try {
    const raw = window.localStorage.getItem(positionKey(ebookId));
    const page = raw === null ? null : (JSON.parse(raw) as { page?: unknown }).page;
    return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : null;
  } catch {
    return null;
  }
}

export function saveLocalPosition(ebookId: string, page: number) {
  try {
    window.localStorage.setItem(positionKey(ebookId), JSON.stringify({ page, updated_at: new Date().toISOString() }));
  } catch {
    // A full or disabled storage only costs the visitor the offer to continue.
  }
}

/**
 * The page to offer to continue from (from 1), or null: a remembered page past the opening view, when the address
 * named no page (a link to a page is followed as it is), until the reader moves or answers the offer.
 */
export function continueOffer({ remembered, fromAddress, openedAt, currentPage, pageCount, isMobile }: {
  remembered: number | null;
  fromAddress: boolean;
  openedAt: number | null;
  currentPage: number;
  pageCount: number;
  isMobile: boolean;
}): number | null {
  if (remembered === null || fromAddress || openedAt === null || currentPage !== openedAt || pageCount === 0) return null;
  const page = Math.min(remembered, pageCount);
  return page > 1 && !viewPages(currentPage, pageCount, isMobile).includes(page - 1) ? page : null;
}

interface Options {
  ebookId: string;
  /** The server keeps the position (a signed-in reader whose session the book was opened with); else this browser. */
  signedIn: boolean;
  /** The reader's state holds the book's pages and its opening page. */
  ready: boolean;
  currentPage: number;
  pageCount: number;
  isMobile: boolean;
  /** The address named a page when the book was opened. */
  fromAddress: boolean;
}

/**
 * Where the reader left the book: remembered as they read (debounced: on the server for a signed-in reader, in
 * this browser for a visitor) and offered back when the book opens at its start ("Continue from page 12"). The
 * page the book opens at is not remembered by itself: opening a book is not reading it. Also says whether the
 * reader has notes in the book (the server says so for a signed-in reader), so that they show at once.
 */
export function useReadingPosition({ ebookId, signedIn, ready, currentPage, pageCount, isMobile, fromAddress }: Options) {
  const dispatch = useAppDispatch();
  const server = useReadingPositionQuery(signedIn ? ebookId : skipToken);
  const [local] = useState(() => (signedIn ? { page: null, notes: false } : { page: loadLocalPosition(ebookId), notes: loadLocalNotes(ebookId).length > 0 }));
  const remembered = signedIn ? (server.currentData?.page ?? null) : local.page;
  const hasNotes = signedIn ? (server.currentData?.has_notes ?? false) : local.notes;

  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [answered, setAnswered] = useState(false);
  const last = useRef<number | null>(null);
  const pending = useRef<number | null>(null);

  const flush = useCallback(() => {
    const page = pending.current;
    if (page === null) return;
    pending.current = null;
    if (signedIn) void saveReadingPosition(ebookId, page).catch(() => {});
    else saveLocalPosition(ebookId, page);
  }, [ebookId, signedIn]);

  useEffect(() => {
    if (!ready) return;
    if (last.current === null) {
      last.current = currentPage;
      setOpenedAt(currentPage);
      return;
    }
    if (last.current === currentPage) return;
    last.current = currentPage;
    // The remembered page while it is in view (the spread 11–12 after "Continue from page 12" stays page 12).
    const shown = viewPages(currentPage, pageCount, isMobile);
    pending.current = remembered !== null && shown.includes(remembered - 1) ? remembered : currentPage + 1;
    const timer = window.setTimeout(flush, POSITION_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only a change of page is remembered: a new count or the remembered page arriving is not one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, currentPage, flush]);

  // Leaving the book, or the page (a reload, a closed tab), saves what is waiting.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const offer = answered ? null : continueOffer({ remembered, fromAddress, openedAt, currentPage, pageCount, isMobile });
  return {
    offer,
    hasNotes,
    accept: useCallback(() => {
      setAnswered(true);
      if (offer !== null) dispatch(goToPage(offer - 1));
    }, [dispatch, offer]),
    dismiss: useCallback(() => setAnswered(true), []),
  };
}
