import { Suspense, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { useAppSelector } from '../hooks';
import { useLogout } from '../../features/auth/useLogout';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { Button, buttonClass } from '../../components/Button';
import { CartLink } from '../../features/cart/CartLink';
import { useScrollToHash } from './useScrollToHash';
import { ShellHandOver } from '../shell/handOver';

const NAV = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/ebooks', key: 'nav.library' },
  { to: '/#pricing', key: 'nav.pricing' },
  { to: '/#contact', key: 'nav.contact' },
] as const;
/** A pupil's one place (abilities.screens.classroom): no shop, cart or dashboard is theirs. */
const PUPIL_NAV = [{ to: '/classroom', key: 'nav.myClass' }] as const;

function Header() {
  const { t } = useTranslation();
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const pupil = useAppSelector((s) => s.auth.user?.abilities.screens.classroom ?? false);
  const signOut = useLogout();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur">
      {/* On a phone the links take a row of their own under the logo and the account controls. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1.5 gap-y-1 px-4 py-3 sm:gap-x-4">
        <Link to="/" className="me-auto sm:me-2" aria-label={t('brand.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="order-last -mx-3 flex w-full items-center gap-1 overflow-x-auto sm:order-none sm:mx-0 sm:w-auto sm:flex-1">
          {(pupil ? PUPIL_NAV : NAV).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={'end' in item}
              className={({ isActive }) =>
                clsx('rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap', isActive && item.to !== '/#pricing' && item.to !== '/#contact' ? 'text-primary-700' : 'text-gray-700 hover:bg-gray-100')
              }
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitcher />
        {!pupil && <CartLink />}
        {isAuthenticated ? (
          <div className="flex items-center gap-2">
            {!pupil && (
              <Link to="/admin" className={buttonClass('secondary', 'max-sm:px-2')}>
                {t('nav.dashboard')}
              </Link>
            )}
            {/* On a phone the dashboard's own menu signs out: here it would push the navigation onto a third row. A
                pupil has no dashboard, and room for it. */}
            <Button variant="ghost" className={pupil ? undefined : 'max-sm:hidden'} onClick={() => void signOut()}>
              {t('nav.signOut')}
            </Button>
          </div>
        ) : (
          <div className="flex items-center gap-2">
            <Link to="/login" className={buttonClass('ghost', 'max-sm:px-2')}>
              {t('nav.signIn')}
            </Link>
            {/* The hero offers the same on a phone, where the header has no room for it. */}
            <Link to="/register" className={buttonClass('primary', 'max-sm:hidden')}>
              {t('nav.register')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}

// The seeded static pages (/pages/<slug>) fill the company, resources and legal groups.
const FOOTER_GROUPS = [
  { key: 'footer.product', links: [{ to: '/#features', key: 'footer.features' }, { to: '/#pricing', key: 'nav.pricing' }, { to: '/ebooks', key: 'nav.library' }, { to: '/#how-it-works', key: 'footer.howItWorks' }] },
  { key: 'footer.company', links: [{ to: '/pages/about', key: 'footer.about' }, { to: '/pages/contact-us', key: 'nav.contact' }, { to: '/pages/community-guidelines', key: 'footer.communityGuidelines' }] },
  {
    key: 'footer.resources',
    links: [
      { to: '/pages/getting-started', key: 'footer.gettingStarted' },
      { to: '/pages/publishing-guide', key: 'footer.publishingGuide' },
      { to: '/pages/faq', key: 'footer.faq' },
      { to: '/pages/accessibility', key: 'footer.accessibility' },
      { to: '/api/docs', key: 'footer.apiDocs', external: true },
    ],
  },
  {
    key: 'footer.legal',
    links: [
      { to: '/pages/terms', key: 'footer.terms' },
      { to: '/pages/privacy', key: 'footer.privacy' },
      { to: '/pages/childrens-privacy', key: 'footer.childrensPrivacy' },
      { to: '/pages/refund-policy', key: 'footer.refundPolicy' },
      { to: '/pages/cookies', key: 'footer.cookies' },
    ],
  },
] as const;

/** The footer of every public page, in the pre-rendered first screens too: on a phone it shows under a sign-in form. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Logo />
          <p className="mt-3 text-sm text-gray-600">{t('footer.tagline')}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.key} aria-label={t(group.key)}>
            <h2 className="text-sm font-semibold text-gray-900">{t(group.key)}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.key}>
                  {'external' in link ? (
                    <a href={link.to} className="text-sm text-gray-600 hover:text-primary-700">
                      {t(link.key)}
                    </a>
                  ) : (
                    <Link to={link.to} className="text-sm text-gray-600 hover:text-primary-700">
                      {t(link.key)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-500">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

/**
 * The page around every public screen: the skip link and the header. The landing page's pre-rendered first
 * screen (app/shell) is drawn in the same frame, so that the app takes its place without a move.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <Header />
      {children}
    </div>
  );
}

export function PublicLayout() {
  const { t } = useTranslation();
  useScrollToHash();
  return (
    <PublicFrame>
      {/* The footer arrives with the screen: shown beside the loading spinner, it would sit under the header and
          then jump down a whole page when the screen came (a layout shift of 0.88 on a phone's first visit). */}
      <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
        {/* Rendered with the screen, not before: the pre-rendered first screen stays until the screen is ready. */}
        <ShellHandOver />
      </Suspense>
    </PublicFrame>
  );
}
