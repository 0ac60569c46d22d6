import { useEffect, type MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileQuestion } from 'lucide-react';
import { errorMessage, errorStatus } from '../../http/client';
import { buttonClass } from '../../components/Button';
import { RICH_TEXT_CLASS } from './richText';
import { usePublicPageQuery } from './api';
import { directionOf, languageOf } from '../../app/i18n';

/**
 * A public static page (/pages/:slug): its title and its content. The content is HTML that the server
 * sanitised when the admin saved it (no scripts, handlers, javascript: links, frames or styles), which is
 * why it may be rendered as HTML here.
 */
export default function StaticPageView() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('pages');
  const navigate = useNavigate();
  // `currentData`: never one page under another's address while the next one loads.
  const lang = languageOf(i18n.language);
  const { currentData: page, error } = usePublicPageQuery({ slug, lang });
  const missing = errorStatus(error) === 404;
  const title = page ? page.title : !error ? null : t(missing ? 'view.notFoundTitle' : 'view.failedTitle');
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Folio`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  if (!page && !error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" aria-busy="true">
        <p className="sr-only" role="status">
          {t('view.loading')}
        </p>
        <div className="h-9 w-2/3 animate-pulse rounded bg-gray-200" />
        <div className="mt-8 space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-4 animate-pulse rounded bg-gray-100" />
          ))}
        </div>
      </div>
    );
  }

  if (!page) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <FileQuestion aria-hidden className="size-12 text-gray-400" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 text-gray-600" role={missing ? undefined : 'alert'}>
          {missing ? t('view.notFoundMessage') : errorMessage(error, t('view.failed'))}
        </p>
        <Link to="/" className={buttonClass('primary', 'mt-6')}>
          {t('view.home')}
        </Link>
      </div>
    );
  }

  // The content's links to this site's own pages move inside the app instead of reloading it (Enter on a
  // focused link is a click too, so the keyboard gets the same).
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || href.includes('#')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  // A page not yet written in the reader's language comes in English: it says so, and is marked English
  // (left to right) so that it reads and is spoken as English inside an Arabic or Japanese interface.
  const fallback = page.language !== lang;
  const own = { lang: page.language, dir: directionOf(page.language) };
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      {fallback && <p className="mb-6 rounded-md border border-gray-200 bg-gray-50 px-4 py-2 text-sm text-gray-700">{t('view.inEnglish')}</p>}
      <h1 {...own} className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
        {page.title}
      </h1>
      <p className="mt-2 text-sm text-gray-500">
        {t('view.updated')} <time dateTime={page.updated_at}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(page.updated_at))}</time>
      </p>
      {/* Sanitised by the server before it was stored (apps/api/src/modules/static-pages/sanitize.ts). */}
      <div {...own} className={`mt-8 ${RICH_TEXT_CLASS}`} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
