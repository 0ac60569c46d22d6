import { useMemo } from 'react';
import { checkBook, type AccessibilityReport } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentPage, selectPages } from '../editor/state/selectors';
import { useMeasuredOverflow } from './useMeasuredOverflow';

/** The accessibility report of the pages in the editor now, the same rules as the server's, with overflow measured here. */
export function useBookReport(): AccessibilityReport {
  const pages = useAppSelector(selectPages);
  const measuredOverflow = useMeasuredOverflow(useAppSelector(selectCurrentPage));
  return useMemo(() => checkBook(pages, { measuredOverflow }), [pages, measuredOverflow]);
}
