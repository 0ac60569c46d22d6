import { Fragment, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut, Menu, X } from 'lucide-react';
import clsx from 'clsx';
import { ADMIN_PAGES, type AdminPage } from '@folio/shared';
import { useAppSelector } from '../hooks';
import { CLASSES_MENU_ENTRY, menuFor, menuLabelKeyOf } from './adminMenu';
import { useLogout } from '../../features/auth/useLogout';
import { usePlansApply } from '../../features/plans/usePlansApply';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';

export const adminPath = (page: AdminPage) => `/admin${ADMIN_PAGES[page].path ? `/${ADMIN_PAGES[page].path}` : ''}`;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-primary-50 text-primary-700' : 'text-gray-700 hover:bg-gray-100',
  );

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const pages = useAppSelector((s) => s.auth.user?.abilities.pages);
  const teaches = useAppSelector((s) => s.auth.user?.abilities.screens.classes ?? false);
  const plans = usePlansApply();
  const signOut = useLogout();
  return (
    <nav aria-label={t('menu.label')} className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-3">
      <ul className="space-y-1">
        {menuFor(pages, { plans }).map((entry) => (
          <Fragment key={entry.labelKey}>
            <li>
              {entry.page ? (
                <NavLink to={entry.to ?? adminPath(entry.page)} end className={linkClass} onClick={onNavigate}>
                  <entry.icon aria-hidden className="size-4 shrink-0" />
                  {t(entry.labelKey)}
                </NavLink>
              ) : (
                <>
                  <span className="flex items-center gap-3 px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                    <entry.icon aria-hidden className="size-4 shrink-0" />
                    {t(entry.labelKey)}
                  </span>
                  <ul className="space-y-1 ps-7">
                    {entry.children?.map((child) => (
                      <li key={child.labelKey}>
                        <NavLink to={child.to ?? adminPath(child.page)} end className={linkClass} onClick={onNavigate}>
                          {t(child.labelKey)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
            {entry.page === 'dashboard' && teaches && (
              <li>
                <NavLink to={CLASSES_MENU_ENTRY.to} className={linkClass} onClick={onNavigate}>
                  <CLASSES_MENU_ENTRY.icon aria-hidden className="size-4 shrink-0" />
                  {t(CLASSES_MENU_ENTRY.labelKey)}
                </NavLink>
              </li>
            )}
          </Fragment>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void signOut()}
        className="mt-auto flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
      >
        <LogOut aria-hidden className="size-4 rtl:rotate-180" />
        {t('menu.logout')}
      </button>
    </nav>
  );
}

/** The dashboard area (spec §2 /admin/*): the admin menu beside the screen, a top bar with the account. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.auth.user);
  const [open, setOpen] = useState(false);
  // Each dashboard page is named in the tab and the history by its menu item.
  const { pathname } = useLocation();
  useEffect(() => {
    const key = menuLabelKeyOf(pathname);
    if (key) document.title = `${t(key)} · Folio`;
  }, [pathname, t]);
  return (
    <div className="flex min-h-screen bg-gray-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <aside
        className={clsx(
          'fixed inset-y-0 start-0 z-40 flex w-64 flex-col border-e border-gray-200 bg-white transition-transform lg:sticky lg:top-0 lg:h-screen lg:translate-x-0',
          open ? 'translate-x-0' : 'max-lg:-translate-x-full max-lg:rtl:translate-x-full',
        )}
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-gray-200 px-4">
          <Link to="/" aria-label={t('brand.home')}>
            <Logo />
          </Link>
          <button type="button" className="rounded p-1 lg:hidden" onClick={() => setOpen(false)} aria-label={t('menu.close')}>
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <Sidebar onNavigate={() => setOpen(false)} />
      </aside>
      {open && <div className="fixed inset-0 z-30 bg-black/30 lg:hidden" onClick={() => setOpen(false)} aria-hidden />}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-4">
          <button type="button" className="rounded p-1 lg:hidden" onClick={() => setOpen(true)} aria-label={t('menu.open')} aria-expanded={open}>
            <Menu aria-hidden className="size-5" />
          </button>
          <div className="flex-1" />
          <LanguageSwitcher />
          {user && (
            <div className="flex items-center gap-2 text-sm">
              <span className="font-medium text-gray-900">{user.name}</span>
              <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-700">{t(`roles.${user.role}`)}</span>
            </div>
          )}
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6">
          <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
