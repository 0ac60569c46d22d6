import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ADMIN_PAGES, type AdminPage, type AppAbilities } from '@folio/shared';
import { RequireAbility } from '../features/auth/RequireAbility';
import { RequireAdminPage } from '../features/auth/RequireAdminPage';
import { PublicLayout } from './layouts/PublicLayout';
import { Toasts } from '../components/Toasts';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { watchPreloadErrors } from '../features/errors/staleBuild';
import { setNavigator } from './navigation';

// Every screen is its own chunk; the spinner of the layout's Suspense shows while one loads.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const UnauthorizedPage = lazy(() => import('../features/errors/UnauthorizedPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
const DashboardLayout = lazy(() => import('./layouts/DashboardLayout').then((m) => ({ default: m.DashboardLayout })));
const DashboardPage = lazy(() => import('../features/admin/dashboard/DashboardPage'));
const CategoriesPage = lazy(() => import('../features/admin/categories/CategoriesPage'));
const AuthorsPage = lazy(() => import('../features/admin/authors/AuthorsPage'));
const UsersPage = lazy(() => import('../features/admin/users/UsersPage'));
const UserViewPage = lazy(() => import('../features/admin/users/UserViewPage'));
const PublishersPage = lazy(() => import('../features/admin/publishers/PublishersPage'));
const CouponsPage = lazy(() => import('../features/admin/coupons/CouponsPage'));
const StaticPagesPage = lazy(() => import('../features/admin/static-pages/StaticPagesPage'));
const InquiriesPage = lazy(() => import('../features/admin/inquiries/InquiriesPage'));
const ProfilePage = lazy(() => import('../features/admin/settings/ProfilePage'));
const SecurityPage = lazy(() => import('../features/admin/settings/SecurityPage'));
const StaticPageView = lazy(() => import('../features/pages/StaticPageView'));
const EbooksPage = lazy(() => import('../features/admin/ebooks/EbooksPage'));
const EbookDetailPage = lazy(() => import('../features/admin/ebooks/EbookDetailPage'));
const PendingEbooksPage = lazy(() => import('../features/admin/ebooks/PendingEbooksPage'));
const CreateFlowPage = lazy(() => import('../features/create-flow/CreateFlowPage'));
const TemplatesPage = lazy(() => import('../features/admin/templates/TemplatesPage'));
const TemplatePreviewPage = lazy(() => import('../features/templates/TemplatePreviewPage'));
const EditorPage = lazy(() => import('../features/editor/EditorPage'));
const FlipbookPage = lazy(() => import('../features/reader/FlipbookPage'));
const ScrollBookPage = lazy(() => import('../features/reader/ScrollBookPage'));
const LibraryPage = lazy(() => import('../features/library/LibraryPage'));
const BookPage = lazy(() => import('../features/book/BookPage'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const OrdersPage = lazy(() => import('../features/admin/orders/OrdersPage'));
const OrderDetailsPage = lazy(() => import('../features/admin/orders/OrderDetailsPage'));
const MyLibraryPage = lazy(() => import('../features/admin/library/MyLibraryPage'));

const guarded = (screen: keyof AppAbilities['screens'], element: ReactNode) => <RequireAbility may={(abilities) => abilities.screens[screen]}>{element}</RequireAbility>;
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
 * place of that screen only: the layouts around it stay. A route with a screen of its own keeps that one.
 */
export const withErrorScreens = (table: RouteObject[]): RouteObject[] =>
  table.map((route) => {
    const errorElement = route.errorElement ?? <RouteErrorPage />;
    return route.index ? { ...route, errorElement } : { ...route, errorElement, children: route.children && withErrorScreens(route.children) };
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
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'pages/:slug', element: <StaticPageView /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'flipbooks/:id', element: <FlipbookPage /> },
      { path: 'ebooks/:id', element: <ScrollBookPage /> },
      { path: 'ebooks/edit/:id', element: guarded('ebookEdit', <EditorPage kind="ebook" />) },
      { path: 'templates/edit/:id', element: guarded('templateEdit', <EditorPage kind="template" />) },
      { path: 'templates/:id', element: guarded('templatePreview', <TemplatePreviewPage />) },
      {
        path: 'admin',
        element: guarded('adminArea', <DashboardLayout />),
        children: [
          { index: true, element: <DashboardPage /> },
          adminPage('ebooks', <EbooksPage />),
          { path: 'ebooks/:id', element: <RequireAdminPage page="ebooks"><EbookDetailPage /></RequireAdminPage> },
          adminPage('pendingEbooks', <PendingEbooksPage />),
          adminPage('templates', <TemplatesPage />),
          adminPage('categories', <CategoriesPage />),
          adminPage('coupons', <CouponsPage />),
          adminPage('publishers', <PublishersPage />),
          adminPage('authors', <AuthorsPage />),
          adminPage('users', <UsersPage />),
          { path: 'users/:id', element: <RequireAdminPage page="users"><UserViewPage /></RequireAdminPage> },
          adminPage('inquiries', <InquiriesPage />),
          adminPage('orders', <OrdersPage />),
          { path: 'orders/:orderId', element: <RequireAdminPage page="orders"><OrderDetailsPage /></RequireAdminPage> },
          adminPage('library', <MyLibraryPage />),
          adminPage('staticPages', <StaticPagesPage />),
          adminPage('profile', <ProfilePage />),
          adminPage('security', <SecurityPage />),
          { path: '*', element: <NotFoundPage inDashboard /> },
        ],
      },
    ],
  },
]);

export function createRouter() {
  watchPreloadErrors(window);
  const router = createBrowserRouter(routes);
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}
