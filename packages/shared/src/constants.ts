/** Interface languages (spec §1): English first, the default and the fallback. */
export const LANGUAGES = ['en', 'bn', 'ar', 'ko', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** Cached translation resources expire after 7 days (spec §1). */
export const TRANSLATION_CACHE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A cookie the web sets while it keeps translations in localStorage (for TRANSLATION_CACHE_MS): the server then
 * names no translation files for preloading, which the app would not ask for.
 */
export const TRANSLATIONS_KEPT_COOKIE = 'folio_texts';

/** Auth cookies live 7 days (spec §9); the API's tokens expire with them. */
export const AUTH_COOKIE_DAYS = 7;
export const TOKEN_TTL_SECONDS = AUTH_COOKIE_DAYS * 24 * 60 * 60;

/** Notifications (spec §9). */
export const TOAST_AUTO_CLOSE_MS = 4000;
export const TOAST_LIMIT = 3;

/** Persisted client state (spec §9). */
export const PERSISTED_SLICES = ['toolbar', 'ebook', 'scale'] as const;
export const PERSIST_TIMEOUT_MS = 5000;

/** Data table page sizes (spec §2, §9). */
export const TABLE_PAGE_SIZES = [10, 20, 30, 50] as const;

/** Page editor (spec §9): undo history length, where a paste lands relative to the original. */
export const HISTORY_LIMIT = 100;
export const PASTE_OFFSET = { x: 0, y: 10 } as const;

/** Scale (spec §3, §9): the reference page that reset-scale fits, and the window margins of fit scale. */
export const REFERENCE_PAGE_SIZE = { width: 816, height: 1056 } as const;
export const FIT_MARGINS = { width: 20, height: 90 } as const;

/**
 * The library's pre-rendered first screen (the web's LibraryShell) shows its first covers: the build marks each
 * picture's address with this and its place (0, 1, …), and the server puts the first books' covers there.
 */
export const SHELL_COVER_MARK = 'folio-shell-cover-';
/**
 * The id of the link by which the page of a PDF book's flipbook preloads the server's drawing of its first page,
 * carrying its size and the book's title: the page's entry shows the drawing from it (apps/api plugins/web.ts).
 */
export const FIRST_PAGE_DRAWING_ID = 'first-page-drawing';
