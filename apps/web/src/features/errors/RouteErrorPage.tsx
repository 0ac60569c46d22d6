import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, buttonClass } from '../../components/Button';
import { isStaleBuildError } from './staleBuild';
import { ShellHandOver } from '../../app/shell/handOver';

/** Where the error screen's second way out leads, and its words (a key of the common texts). */
export interface ErrorScreenHome {
  href: string;
  label: 'routeError.home' | 'routeError.dashboard' | 'routeError.firstPage';
}

/**
 * What a route shows when its screen fails (ScreenErrorBoundary): a screen whose code is gone after an update, or
 * one that broke. Both offer a reload and a way home: the site's home page, the dashboard's, or `home` where there
 * is no site around the screen (the offline reader's book). Part of the main bundle, never a lazy chunk: it must
 * show precisely when chunks do not load.
 */
export function RouteErrorPage({ error, home }: { error: unknown; home?: ErrorScreenHome }) {
  const { t } = useTranslation();
  const inDashboard = useLocation().pathname.startsWith('/admin');
  const way = home ?? (inDashboard ? { href: '/admin', label: 'routeError.dashboard' } : { href: '/', label: 'routeError.home' });
  const updated = isStaleBuildError(error);
  const Icon = updated ? RefreshCw : TriangleAlert;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      {/* A failed first screen shows, rather than the pre-rendered one that hides it. */}
      <ShellHandOver />
      <Icon aria-hidden className="size-12 text-warning-600" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t(updated ? 'routeError.updatedTitle' : 'routeError.title')}</h1>
      <p className="mt-2 text-gray-600">{t(updated ? 'routeError.updatedMessage' : 'routeError.message')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="size-4" />
          {t('routeError.reload')}
        </Button>
        {/* A plain link, not the router's: on the site a full page load, since the app in this tab may be the outdated
            one; offline, the package's own address of the book's first page. */}
        <a href={way.href} className={buttonClass('secondary')}>
          {t(way.label)}
        </a>
      </div>
    </section>
  );
}
