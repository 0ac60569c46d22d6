import { ADMIN_PAGES, type AdminPage, type AppAbilities, type Role } from '@folio/shared';

const PAGES = Object.keys(ADMIN_PAGES) as AdminPage[];
const pagesOf = (open: (page: AdminPage) => boolean) => Object.fromEntries(PAGES.map((page) => [page, open(page)])) as AppAbilities['pages'];
/** The pages every signed-in role opens; the others are an admin's alone. */
const EVERYONE_S = new Set<AdminPage>(['dashboard', 'ebooks', 'templates', 'orders', 'library', 'profile', 'security']);

const admin: AppAbilities = {
  screens: { editorSteps: true, ebookEdit: true, templateEdit: true, templatePreview: true, adminArea: true, classes: true, classroom: false },
  pages: pagesOf(() => true),
  ebooks: { create: true, approve: true },
  templates: { share: true },
  orders: { view: true, update_status: true, mark_payment: true, scope: 'all' },
  catalogue: { manage: true },
};
const publisher: AppAbilities = {
  screens: { editorSteps: false, ebookEdit: true, templateEdit: false, templatePreview: false, adminArea: true, classes: true, classroom: false },
  // Who sells books makes access codes for them.
  pages: pagesOf((page) => EVERYONE_S.has(page) || page === 'accessCodes'),
  ebooks: { create: true, approve: false },
  templates: { share: false },
  orders: { view: true, update_status: false, mark_payment: false, scope: 'sold_and_own' },
  catalogue: { manage: false },
};

/**
 * What GET /api/auth/me/abilities answers for each role (apps/api/src/modules/auth/abilities.test.ts asserts
 * the API's side), for tests of the screens that read abilities.
 */
export const ABILITIES: Record<Role, AppAbilities> = {
  admin,
  publisher,
  author: publisher,
  user: {
    ...publisher,
    pages: pagesOf((page) => EVERYONE_S.has(page)),
    screens: { ...publisher.screens, editorSteps: true, templateEdit: true, templatePreview: true },
    orders: { ...publisher.orders, scope: 'own' },
  },
  // A pupil of a class: their classroom and the editor of their own books, nothing else.
  student: {
    screens: { editorSteps: false, ebookEdit: true, templateEdit: false, templatePreview: false, adminArea: false, classes: false, classroom: true },
    pages: pagesOf(() => false),
    ebooks: { create: false, approve: false },
    templates: { share: false },
    orders: { view: false, update_status: false, mark_payment: false, scope: 'own' },
    catalogue: { manage: false },
  },
};
