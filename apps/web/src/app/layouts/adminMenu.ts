import { BookOpen, ChartLine, CreditCard, FileText, FolderTree, Gauge, GraduationCap, KeyRound, LayoutTemplate, Library, Mail, Newspaper, School, Settings, ShoppingCart, Ticket, UserPen, Users, type LucideIcon } from 'lucide-react';
import { ADMIN_PAGES, type AdminPage, type AppAbilities } from '@folio/shared';
import { ACCOUNT_ANALYTICS_PATH } from '../../features/analytics/paths';
import { ADMIN_PLANS_PATH, PLAN_PATH } from '../../features/plans/paths';

interface MenuLink {
  page: AdminPage;
  labelKey: string;
  /** An address of the dashboard that is not one of its pages, shown to whoever opens `page`. */
  to?: string;
  /** Shown only to an account that has a plan to look after (usePlansApply). */
  plans?: true;
}
export interface MenuEntry {
  labelKey: string;
  icon: LucideIcon;
  /** A single page, or a group of pages shown under the label. */
  page?: AdminPage;
  /** An address of the dashboard that is not one of its pages, shown to whoever opens `page`. */
  to?: string;
  children?: MenuLink[];
}

/** The admin menu in the order of spec §2; Logout closes it (rendered by the layout). */
const ADMIN_MENU: MenuEntry[] = [
  { labelKey: 'menu.dashboard', icon: Gauge, page: 'dashboard' },
  {
    labelKey: 'menu.ebook',
    icon: BookOpen,
    children: [
      { page: 'ebooks', labelKey: 'menu.manageEbooks' },
      { page: 'pendingEbooks', labelKey: 'menu.pendingEbooks' },
    ],
  },
  // Reading analytics: whoever has books in the dashboard sees how they are read (an admin, the whole site's).
  { labelKey: 'menu.analytics', icon: ChartLine, page: 'ebooks', to: ACCOUNT_ANALYTICS_PATH },
  { labelKey: 'menu.templates', icon: LayoutTemplate, page: 'templates' },
  { labelKey: 'menu.categories', icon: FolderTree, page: 'categories' },
  { labelKey: 'menu.coupons', icon: Ticket, page: 'coupons' },
  // Access codes for books (decision 022): who sells books makes them.
  { labelKey: 'menu.accessCodes', icon: KeyRound, page: 'accessCodes' },
  { labelKey: 'menu.publishers', icon: Newspaper, page: 'publishers' },
  { labelKey: 'menu.authors', icon: UserPen, page: 'authors' },
  { labelKey: 'menu.users', icon: Users, page: 'users' },
  // Every account's plan (decision 028): who manages the accounts manages their plans.
  { labelKey: 'menu.plans', icon: CreditCard, page: 'users', to: ADMIN_PLANS_PATH },
  { labelKey: 'menu.inquiries', icon: Mail, page: 'inquiries' },
  { labelKey: 'menu.orders', icon: ShoppingCart, page: 'orders' },
  { labelKey: 'menu.myLibrary', icon: Library, page: 'library' },
  { labelKey: 'menu.staticPages', icon: FileText, page: 'staticPages' },
  { labelKey: 'menu.lti', icon: GraduationCap, page: 'lti' },
  {
    labelKey: 'menu.settings',
    icon: Settings,
    children: [
      { page: 'profile', labelKey: 'menu.profile' },
      { page: 'security', labelKey: 'menu.security' },
      // An author's or a publisher's plan: whoever opens the settings, when plans apply to their account.
      { page: 'profile', labelKey: 'menu.plan', to: PLAN_PATH, plans: true },
    ],
  },
];

/** The teacher's classes: a screen of its own (not a dashboard page), in the menu for whoever may teach, under Dashboard. */
export const CLASSES_MENU_ENTRY = { labelKey: 'menu.classes', icon: School, to: '/classes' } as const;

/**
 * The menu as a user sees it, by the pages they may open (and the Plan link when plans apply to them): the others
 * are left out, and so are groups left empty.
 */
export function menuFor(pages: AppAbilities['pages'] | undefined, { plans = false } = {}): MenuEntry[] {
  const opens = (page: AdminPage) => pages?.[page] ?? false;
  return ADMIN_MENU.flatMap((entry) => {
    if (entry.page) return opens(entry.page) ? [entry] : [];
    const children = (entry.children ?? []).filter((c) => opens(c.page) && (!c.plans || plans));
    return children.length ? [{ ...entry, children }] : [];
  });
}


/**
 * The menu label of the dashboard page at `pathname` (its own page or one under it, e.g. an order of Orders),
 * for the document title; null outside the menu's pages.
 */
export function menuLabelKeyOf(pathname: string): string | null {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  const pathOf = (page: AdminPage, to?: string) => (to ? to.replace(/^\/admin\//, '') : ADMIN_PAGES[page].path);
  const links = ADMIN_MENU.flatMap((entry) =>
    entry.page ? [{ path: pathOf(entry.page, entry.to), labelKey: entry.labelKey }] : (entry.children ?? []).map((c) => ({ path: pathOf(c.page, c.to), labelKey: c.labelKey })),
  );
  const found = links.find(({ path }) => (path === '' ? rest === '' : rest === path || rest.startsWith(`${path}/`)));
  return found?.labelKey ?? null;
}
