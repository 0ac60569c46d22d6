import { OFFLINE_PACKAGE, type BookPage, type OfflineBook } from '@folio/shared';
import type { FileAddress } from '../elements/common/fileAddress';
import type { FetchPageRange } from '../features/reader/pageContent';

/**
 * The book the package holds, set by its book.js before the reader's script runs; null when the page was opened
 * without it (the reader then says so instead of failing blank).
 */
export function packagedBook(): OfflineBook | null {
  const value: unknown = (window as unknown as Record<string, unknown>)[OFFLINE_PACKAGE.global];
  if (!value || typeof value !== 'object') return null;
  const book = value as Partial<OfflineBook>;
  const whole = book.reading?.book && Array.isArray(book.pages) && Array.isArray(book.reading.page_ids) && book.files && typeof book.files === 'object';
  return whole ? (book as OfflineBook) : null;
}

/** Pages by range, as the reader's page cache asks for them (pageContent.ts), from the pages the package holds. */
export function packagedPages(pages: BookPage[]): FetchPageRange {
  return (from, count) => Promise.resolve({ pages: pages.slice(from, from + count) });
}

/** A page's stored file is read from its copy in the package; one the package does not hold shows as missing. */
export const packagedFiles = (files: OfflineBook['files']): FileAddress => (path) => (Object.hasOwn(files, path) ? files[path] : undefined);

/**
 * Where the package's reading goes while the browser is online: the events route of the site it was exported from,
 * as an http(s) address; undefined for a package made before (or one whose address was altered into anything else).
 */
export function packagedEventsUrl(book: OfflineBook): string | undefined {
  try {
    const url = new URL(book.analytics_url ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
