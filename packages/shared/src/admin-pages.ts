import type { Role } from './roles.ts';

/**
 * The dashboard area's pages and who may open each one (DESIGN.md §4). The spec only guards /admin/* as a
 * whole; the catalogue (categories, users, ...) is managed by admins alone, so the other roles neither see
 * those menu items nor reach the pages. The web menu, the page guards and the API policies read this list.
 */
export const ADMIN_PAGES = {
  dashboard: { path: '', roles: ['admin', 'publisher', 'author', 'user'] },
  ebooks: { path: 'ebooks', roles: ['admin', 'publisher', 'author', 'user'] },
  pendingEbooks: { path: 'pending-ebooks', roles: ['admin'] },
  templates: { path: 'templates', roles: ['admin', 'publisher', 'author', 'user'] },
  categories: { path: 'categories', roles: ['admin'] },
  coupons: { path: 'coupons', roles: ['admin'] },
  publishers: { path: 'publishers', roles: ['admin'] },
  authors: { path: 'authors', roles: ['admin'] },
  users: { path: 'users', roles: ['admin'] },
  inquiries: { path: 'inquiries', roles: ['admin'] },
  orders: { path: 'orders', roles: ['admin', 'publisher', 'author', 'user'] },
  // The books the signed-in reader bought.
  library: { path: 'library', roles: ['admin', 'publisher', 'author', 'user'] },
  staticPages: { path: 'static-pages', roles: ['admin'] },
  profile: { path: 'settings/profile', roles: ['admin', 'publisher', 'author', 'user'] },
  security: { path: 'settings/security', roles: ['admin', 'publisher', 'author', 'user'] },
} as const satisfies Record<string, { path: string; roles: readonly Role[] }>;

export type AdminPage = keyof typeof ADMIN_PAGES;

export const canOpenAdminPage = (role: Role | undefined, page: AdminPage): boolean =>
  !!role && (ADMIN_PAGES[page].roles as readonly Role[]).includes(role);
