import { useDeferredValue, useMemo } from 'react';
import { checkBook, type AccessibilityReport } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { selectBookPageSize, selectCurrentPage, selectPages } from '../editor/state/selectors';
import { useMeasuredOverflow } from './useMeasuredOverflow';

/**
 * The accessibility report of the pages in the editor now, the same rules as the server's (with the book's page size,
 * for text past a page's edge), with overflow measured here.
 * Read from a deferred copy of the pages: typing stays first, the report follows as soon as the browser is idle.
 */
export function useBookReport(): AccessibilityReport {
  const pages = useDeferredValue(useAppSelector(selectPages));
  const measuredOverflow = useMeasuredOverflow(useAppSelector(selectCurrentPage));
  const pageSize = useAppSelector(selectBookPageSize);
  return useMemo(() => checkBook(pages, { measuredOverflow, pageSize }), [pages, measuredOverflow, pageSize]);
}
