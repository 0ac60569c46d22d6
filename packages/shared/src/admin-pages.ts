/**
 * The dashboard area's pages and their paths under /admin. The spec only guards /admin/* as a whole; which
 * pages a user may open comes with their app-level abilities (AppAbilities.pages), which the web menu and
 * page guards read.
 */
export const ADMIN_PAGES = {
  dashboard: { path: '' },
  ebooks: { path: 'ebooks' },
  pendingEbooks: { path: 'pending-ebooks' },
  templates: { path: 'templates' },
  categories: { path: 'categories' },
  coupons: { path: 'coupons' },
  publishers: { path: 'publishers' },
  authors: { path: 'authors' },
  users: { path: 'users' },
  inquiries: { path: 'inquiries' },
  orders: { path: 'orders' },
  // The books the signed-in reader bought.
  library: { path: 'library' },
  staticPages: { path: 'static-pages' },
  // The LMSs (Moodle, Canvas, Schoology) Folio is an LTI 1.3 tool of: admins only.
  lti: { path: 'lti' },
  // Batches of access codes for books: their owners' (publishers, authors) and admins'.
  accessCodes: { path: 'access-codes' },
  profile: { path: 'settings/profile' },
  security: { path: 'settings/security' },
} as const satisfies Record<string, { path: string }>;

export type AdminPage = keyof typeof ADMIN_PAGES;
