/**
 * The app's translation namespaces, and which ones a page needs first. Apart from app/i18n.ts so that the build's
 * configuration (vite.config.ts) can read them without i18next: the server names the files of an address's
 * screen for preloading, in the visitor's language (plugins/web.ts on the API).
 */
export const NAMESPACES = ['common', 'auth', 'validation', 'admin', 'authors', 'users', 'publishers', 'coupons', 'pages', 'inquiries', 'settings', 'ebooks', 'templates', 'dashboard', 'editor', 'elements', 'reader', 'annotations', 'store', 'orders', 'classes', 'classroom', 'privacy', 'sharing', 'comments', 'versions', 'analytics', 'study', 'accessibility', 'narration', 'codes', 'licences', 'plans'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What every screen shows (the header, the footer, form messages). The rest load with the screen that shows
 * them (app/router.tsx), so that a visitor of the landing page does not download the editor's and the admin's texts.
 */
export const STARTUP_NAMESPACES: Namespace[] = ['common', 'validation'];

/**
 * The texts of the public pages (the landing, the library, a book's page, sign-in and register, the static pages):
 * the interface's own faces of a language are cut to their letters (build/uiFonts.ts).
 */
export const PUBLIC_NAMESPACES: Namespace[] = [...STARTUP_NAMESPACES, 'store', 'auth', 'pages'];

/** The namespaces of the screens whose addresses the server hints (vite.config.ts), as their routes load them. */
export const HINTED_SCREEN_NAMESPACES = {
  library: ['store'],
  // The accessibility checker's texts: the editor's panel and fields, the reader's captions and transcripts.
  reader: ['reader', 'elements', 'annotations', 'study', 'accessibility', 'narration'],
  editor: ['editor', 'elements', 'accessibility', 'narration'],
} satisfies Record<string, Namespace[]>;

/** Where a language's namespace is served: i18next's `loadPath`. */
export const TRANSLATIONS_PATH = '/locales/{{lng}}/{{ns}}.json';
