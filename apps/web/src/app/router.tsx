import { isValidElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Outlet, UNSAFE_createBrowserHistory as createBrowserHistory, type Params, type RouteObject } from 'react-router';
import { ADMIN_PAGES, type AdminPage, type AppAbilities } from '@folio/shared';
import { RequireAbility } from '../features/auth/RequireAbility';
import { RequireAdminPage } from '../features/auth/RequireAdminPage';
import { PublicLayout } from './layouts/PublicLayout';
import { Toasts } from '../components/Toasts';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { ScreenErrorBoundary } from '../features/errors/ScreenErrorBoundary';
import { watchPreloadErrors } from '../features/errors/staleBuild';
import { setNavigator } from './navigation';
import { i18n } from './i18n';
import { HINTED_SCREEN_NAMESPACES, type Namespace } from './namespaces';
import { lazyPreloaded } from './lazyPreloaded';
import { AppRouter } from './routing/AppRouter';
import { guardedHistory, type GuardedHistory } from './routing/guardedHistory';
import { WithRecordId } from './routing/WithRecordId';
import type { DocumentKind } from '../features/editor/api';

/**
 * Every screen is its own chunk, loaded side by side with the translation namespaces it shows (the app starts
 * with `common` and `validation` only, app/i18n.ts); the spinner of the layout's Suspense shows while they
 * load. A namespace a screen uses but does not name still loads, later: its component suspends until then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() takes any props the same way
const screen = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>, namespaces: Namespace[] = [], prefetch?: (params: Params, search: URLSearchParams) => Promise<unknown>) => {
  const component = lazyPreloaded(() => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => module));
  /**
   * The app opens on this screen: its data (`prefetch`, from the address's params and query) is asked for beside
   * its chunk and texts, instead of once they have arrived and the screen has rendered.
   */
  const opening = (params: Params, search: URLSearchParams) => {
    void prefetch?.(params, search).catch(() => {});
    return component.preload();
  };
  return Object.assign(component, { opening });
};

/**
 * Starts loading the screens of the address the app opens on, with their texts, at once: without this the
 * first screen's chunk would wait until the app's own texts had arrived and the layout had rendered. Settles when
 * they have arrived, or failed: the screen shows its own failure when it renders.
 */
function preloadScreens(history: GuardedHistory): Promise<unknown> {
  const search = new URLSearchParams(history.location.search);
  return Promise.all((matchRoutes(routes, history.location) ?? []).map(({ route, params }) => screenOf(route.element)?.opening(params, search).catch(() => {})));
}

type Opening = { opening: (params: Params, search: URLSearchParams) => Promise<unknown> };
/** The screen an element shows: itself, or the one inside the guards that wrap it (which load nothing of theirs). */
function screenOf(node: ReactNode): Opening | undefined {
  if (!isValidElement(node)) return undefined;
  const type: unknown = node.type;
  if (typeof type === 'object' && type !== null && 'opening' in type && typeof type.opening === 'function') return type as Opening;
  return screenOf((node.props as { children?: ReactNode }).children);
}
const LandingPage = screen(() => import('../features/landing/LandingPage'), ['store']);
const LoginPage = screen(() => import('../features/auth/LoginPage'), ['auth']);
const RegisterPage = screen(() => import('../features/auth/RegisterPage'), ['auth']);
const OidcFinishPage = screen(() => import('../features/auth/OidcFinishPage'), ['auth']);
const ConsentPage = screen(() => import('../features/privacy/ConsentPage'), ['privacy']);
const UnauthorizedPage = screen(() => import('../features/errors/UnauthorizedPage'));
const NotFoundPage = screen(() => import('../features/errors/NotFoundPage'));
const DashboardLayout = screen(() => import('./layouts/DashboardLayout').then((m) => ({ default: m.DashboardLayout })), ['admin']);
const DashboardPage = screen(() => import('../features/admin/dashboard/DashboardPage'), ['dashboard']);
const CategoriesPage = screen(() => import('../features/admin/categories/CategoriesPage'), ['admin']);
const AuthorsPage = screen(() => import('../features/admin/authors/AuthorsPage'), ['admin', 'authors']);
const UsersPage = screen(() => import('../features/admin/users/UsersPage'), ['admin', 'users']);
const UserViewPage = screen(() => import('../features/admin/users/UserViewPage'), ['admin', 'users']);
const PublishersPage = screen(() => import('../features/admin/publishers/PublishersPage'), ['admin', 'publishers']);
const CouponsPage = screen(() => import('../features/admin/coupons/CouponsPage'), ['admin', 'coupons']);
const StaticPagesPage = screen(() => import('../features/admin/static-pages/StaticPagesPage'), ['pages']);
const InquiriesPage = screen(() => import('../features/admin/inquiries/InquiriesPage'), ['admin', 'inquiries']);
const ProfilePage = screen(() => import('../features/admin/settings/ProfilePage'), ['settings']);
const SecurityPage = screen(() => import('../features/admin/settings/SecurityPage'), ['settings', 'privacy']);
// Plans (decision 028): an author's or a publisher's own, in Settings, and every account's for an admin.
const PlanPage = screen(() => import('../features/plans/PlanPage'), ['plans', 'store']);
const PlansAdminPage = screen(() => import('../features/plans/PlansAdminPage'), ['admin', 'plans', 'store']);
const StaticPageView = screen(() => import('../features/pages/StaticPageView'), ['pages']);
// `plans`: a plan's limit that refuses a new book is said in the create modal, with the way to the plans.
const EbooksPage = screen(() => import('../features/admin/ebooks/EbooksPage'), ['admin', 'ebooks', 'plans']);
const EbookDetailPage = screen(() => import('../features/admin/ebooks/EbookDetailPage'), ['admin', 'ebooks']);
const BookResultsPage = screen(() => import('../features/admin/ebooks/results/BookResultsPage'), ['admin', 'ebooks']);
// Reading analytics: a book's, and all the user's books' (the whole site's for an admin).
const BookAnalyticsPage = screen(() => import('../features/analytics/BookAnalyticsPage'), ['admin', 'ebooks', 'analytics']);
const AccountAnalyticsPage = screen(() => import('../features/analytics/AccountAnalyticsPage'), ['admin', 'analytics']);
const PendingEbooksPage = screen(() => import('../features/admin/ebooks/PendingEbooksPage'), ['admin', 'ebooks']);
const CreateFlowPage = screen(() => import('../features/create-flow/CreateFlowPage'), ['ebooks', 'elements']);
const TemplatesPage = screen(() => import('../features/admin/templates/TemplatesPage'), ['admin', 'templates']);
const TemplatePreviewPage = screen(() => import('../features/templates/TemplatePreviewPage'), ['templates', 'elements']);
/** The editor of a book or a template, with the document it opens on asked for beside its code. */
const editorOf = (kind: DocumentKind) =>
  screen(() => import('../features/editor/EditorPage'), HINTED_SCREEN_NAMESPACES.editor, (params) => import('../features/editor/prefetch').then(({ prefetchDocument }) => prefetchDocument(kind, params.id)));
const BookEditorPage = editorOf('ebook');
const TemplateEditorPage = editorOf('template');
/** The book the reader opens on, asked for with the reader's code. */
const readingOf = (params: Params) => import('../features/reader/prefetch').then(({ prefetchReading }) => prefetchReading(params.id));
const FlipbookPage = screen(() => import('../features/reader/FlipbookPage'), HINTED_SCREEN_NAMESPACES.reader, readingOf);
const ScrollBookPage = screen(() => import('../features/reader/ScrollBookPage'), HINTED_SCREEN_NAMESPACES.reader, readingOf);
const LibraryPage = screen(() => import('../features/library/LibraryPage'), HINTED_SCREEN_NAMESPACES.library, (_params, search) =>
  import('../features/library/prefetch').then(({ prefetchLibrary }) => prefetchLibrary(search)),
);
const BookPage = screen(() => import('../features/book/BookPage'), ['store']);
const CartPage = screen(() => import('../features/cart/CartPage'), ['store']);
const CheckoutPage = screen(() => import('../features/checkout/CheckoutPage'), ['store']);
const OrdersPage = screen(() => import('../features/admin/orders/OrdersPage'), ['orders']);
const OrderDetailsPage = screen(() => import('../features/admin/orders/OrderDetailsPage'), ['orders']);
const MyLibraryPage = screen(() => import('../features/admin/library/MyLibraryPage'), ['store', 'codes']);
const LtiPage = screen(() => import('../features/admin/lti/LtiPage'), ['admin']);
// Access codes (decision 022): the batches of a book's owner, one batch, its printable cards, and a reader's redemption.
const AccessCodesPage = screen(() => import('../features/access-codes/AccessCodesPage'), ['admin', 'codes']);
const AccessCodeBatchPage = screen(() => import('../features/access-codes/BatchPage'), ['admin', 'codes']);
const AccessCodeCardsPage = screen(() => import('../features/access-codes/CodeCardsPage'), ['codes']);
const RedeemPage = screen(() => import('../features/access-codes/RedeemPage'), ['admin', 'codes']);
// Seat licences (decision 026): a school's, in the classes' frame.
const SeatLicencesPage = screen(() => import('../features/access-codes/licences/SeatLicencesPage'), ['admin', 'codes', 'licences']);
const LtiEnterPage = screen(() => import('../features/lti/LtiEnterPage'), ['reader']);
const LtiPickPage = screen(() => import('../features/lti/LtiPickPage'), ['reader']);
const ClassesPage = screen(() => import('../features/classes/ClassesPage'), ['admin', 'classes', 'licences']);
const ClassPage = screen(() => import('../features/classes/ClassPage'), ['admin', 'classes']);
// The pupil's side of classes: the class code, the name and the picture password, then the classroom.
const JoinPage = screen(() => import('../features/classroom/JoinPage'), ['classroom']);
const JoinClassPage = screen(() => import('../features/classroom/JoinClassPage'), ['classroom']);
const ClassroomPage = screen(() => import('../features/classroom/ClassroomPage'), ['classroom']);
const SignInCardsPage = screen(() => import('../features/classroom/SignInCardsPage'), ['classroom']);

const guarded = (name: keyof AppAbilities['screens'], element: ReactNode) => <RequireAbility may={(abilities) => abilities.screens[name]}>{element}</RequireAbility>;
/** Any signed-in account (a visitor goes to sign in first, and comes back). */
const signedIn = (element: ReactNode) => <RequireAbility may={() => true}>{element}</RequireAbility>;
/** A screen of one record: an address whose id cannot be one shows not found (in the dashboard, the dashboard's). */
const byId = (element: ReactNode, { param = 'id', inDashboard = false } = {}) => (
  <WithRecordId param={param} notFound={<NotFoundPage inDashboard={inDashboard} />}>
    {element}
  </WithRecordId>
);
const adminPage = (page: AdminPage, element: ReactNode): RouteObject => ({
  path: ADMIN_PAGES[page].path,
  element: <RequireAdminPage page={page}>{element}</RequireAdminPage>,
});

function Root() {
  const { t } = useTranslation();
  return (
    <>
      <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>
        <Outlet />
      </Suspense>
      <Toasts />
    </>
  );
}

/**
 * Every route shows the error screen when its screen fails (its code gone after an update, or a crash), in
 * place of that screen only: the layouts around it stay.
 */
export const withErrorScreens = (table: RouteObject[]): RouteObject[] =>
  table.map((route) => {
    const element = route.element && <ScreenErrorBoundary>{route.element}</ScreenErrorBoundary>;
    return route.index ? { ...route, element } : { ...route, element, children: route.children && withErrorScreens(route.children) };
  });

/** The route table of spec §2. Screens that later releases build show a placeholder, never a crash. */
export const routes: RouteObject[] = withErrorScreens([
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'ebooks', element: <LibraryPage /> },
          { path: 'books/:id', element: <BookPage /> },
          { path: 'cart', element: <CartPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'editor/:stepId/:bookId', element: guarded('editorSteps', <CreateFlowPage />) },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          // A parent's answer to a child's registration: the link of their e-mail.
          { path: 'consent/:token', element: <ConsentPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'pages/:slug', element: <StaticPageView /> },
          { path: 'join', element: <JoinPage /> },
          { path: 'join/:code', element: <JoinClassPage /> },
          { path: 'classroom', element: guarded('classroom', <ClassroomPage />) },
          // A teacher picking the book an LMS course links to (LTI deep linking).
          { path: 'lti/pick/:code', element: signedIn(<LtiPickPage />) },
          // An LMS instructor's course Results (their launch lands here): the book's Results, their course's learners only.
          { path: 'lti/courses/:courseId/books/:id/results', element: signedIn(<BookResultsPage />) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Where a school sign-in (OpenID Connect) lands once the server checked it: it signs in by itself.
      { path: 'login/school', element: <OidcFinishPage /> },
      // Where an LMS's launch lands (LTI 1.3): it signs in by itself, so it needs no sign-in.
      { path: 'lti/enter', element: <LtiEnterPage /> },
      // A class's printable sign-in cards: a page of its own, so that nothing but the cards is printed.
      { path: 'classes/:id/cards', element: guarded('classes', byId(<SignInCardsPage />)) },
      // A batch's printable access-code cards: a page of its own too. Like the batch's page, for whoever may own a batch
      // (a buyer of several copies too, decision 029): the server answers a batch to its owner and admins only.
      { path: 'access-codes/:id/cards', element: guarded('adminArea', byId(<AccessCodeCardsPage />)) },
      { path: 'flipbooks/:id', element: <FlipbookPage /> },
      { path: 'ebooks/:id', element: <ScrollBookPage /> },
      { path: 'ebooks/edit/:id', element: guarded('ebookEdit', byId(<BookEditorPage kind="ebook" />)) },
      { path: 'templates/edit/:id', element: guarded('templateEdit', byId(<TemplateEditorPage kind="template" />)) },
      { path: 'templates/:id', element: guarded('templatePreview', byId(<TemplatePreviewPage />)) },
      {
        path: 'admin',
        element: guarded('adminArea', <DashboardLayout />),
        children: [
          { index: true, element: <DashboardPage /> },
          adminPage('ebooks', <EbooksPage />),
          { path: 'ebooks/:id', element: <RequireAdminPage page="ebooks">{byId(<EbookDetailPage />, { inDashboard: true })}</RequireAdminPage> },
          { path: 'ebooks/:id/results', element: <RequireAdminPage page="ebooks">{byId(<BookResultsPage />, { inDashboard: true })}</RequireAdminPage> },
          // Whoever has books sees how they are read (the API answers each book for its owner, publisher and admins).
          { path: 'ebooks/:id/analytics', element: <RequireAdminPage page="ebooks">{byId(<BookAnalyticsPage />, { inDashboard: true })}</RequireAdminPage> },
          { path: 'analytics', element: <RequireAdminPage page="ebooks"><AccountAnalyticsPage /></RequireAdminPage> },
          adminPage('pendingEbooks', <PendingEbooksPage />),
          adminPage('templates', <TemplatesPage />),
          adminPage('categories', <CategoriesPage />),
          adminPage('coupons', <CouponsPage />),
          adminPage('publishers', <PublishersPage />),
          adminPage('authors', <AuthorsPage />),
          adminPage('users', <UsersPage />),
          { path: 'users/:id', element: <RequireAdminPage page="users">{byId(<UserViewPage />, { inDashboard: true })}</RequireAdminPage> },
          adminPage('inquiries', <InquiriesPage />),
          adminPage('orders', <OrdersPage />),
          { path: 'orders/:orderId', element: <RequireAdminPage page="orders">{byId(<OrderDetailsPage />, { param: 'orderId', inDashboard: true })}</RequireAdminPage> },
          adminPage('library', <MyLibraryPage />),
          adminPage('staticPages', <StaticPagesPage />),
          adminPage('lti', <LtiPage />),
          adminPage('accessCodes', <AccessCodesPage />),
          { path: 'access-codes/:id', element: byId(<AccessCodeBatchPage />, { inDashboard: true }) },
          adminPage('profile', <ProfilePage />),
          adminPage('security', <SecurityPage />),
          // Whoever opens the dashboard's settings; the page says so when plans do not apply to the account.
          { path: 'settings/plan', element: <RequireAdminPage page="profile"><PlanPage /></RequireAdminPage> },
          // Who manages the accounts (admins) manages their plans.
          { path: 'plans', element: <RequireAdminPage page="users"><PlansAdminPage /></RequireAdminPage> },
          { path: '*', element: <NotFoundPage inDashboard /> },
        ],
      },
      // Redeeming an access code, in the dashboard's frame: any account but a pupil's (a visitor signs in first and
      // comes back to the same address, the code of a link kept).
      {
        path: 'redeem',
        element: guarded('adminArea', <DashboardLayout />),
        children: [
          { index: true, element: <RedeemPage /> },
          { path: ':code', element: <RedeemPage /> },
        ],
      },
      // A teacher's classes, in the dashboard's frame (whoever may teach: abilities.screens.classes).
      {
        path: 'classes',
        element: guarded('classes', <DashboardLayout />),
        children: [
          { index: true, element: <ClassesPage /> },
          { path: 'licences', element: <SeatLicencesPage /> },
          { path: ':id', element: byId(<ClassPage />, { inDashboard: true }) },
          { path: '*', element: <NotFoundPage inDashboard /> },
        ],
      },
    ],
  },
]);

/**
 * The site's router, and the loading of the screens it opens on (settled when they can render without waiting).
 * React Router's declarative router, not a data router: Folio's data comes through RTK Query, and the data router's
 * engine was 17 kB gzipped of every page's first JavaScript (app/routing/guardedHistory.ts).
 */
export function createRouter() {
  watchPreloadErrors(window);
  const history = guardedHistory(createBrowserHistory({ v5Compat: true }));
  const opening = preloadScreens(history);
  setNavigator((to, opts) => (opts?.replace ? history.replace(to) : history.push(to)));
  return { app: <AppRouter history={history} routes={routes} />, opening };
}
