import { viewPages } from './visibleWindow';

/** Below this window width the reader is in mobile mode: one page at a time instead of a spread. */
export const MOBILE_BREAKPOINT = 768;

/** Whether the reader shows one page at a time (a phone) rather than a spread. */
export const onAPhone = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT;

/** How many pages a book's first view shows before its page count is known: a spread, or one page on a phone. */
export const firstViewCount = () => viewPages(0, Number.MAX_SAFE_INTEGER, onAPhone()).length;
