import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BookCheck, BookDashed, Library, Tags, type LucideIcon } from 'lucide-react';
import { useAppSelector } from '../../../app/hooks';
import { adminPath } from '../../../app/layouts/DashboardLayout';
import { useAccountAnalyticsQuery } from '../../analytics/api';
import { BooksTable, type ReadingById } from './BooksTable';
import { useDashboardQuery } from './api';
import type { DashboardData } from '@folio/shared';

const CARDS: { key: keyof DashboardData['counts']; icon: LucideIcon; tint: string }[] = [
  { key: 'total', icon: Library, tint: 'bg-primary-600 text-white' },
  { key: 'published', icon: BookCheck, tint: 'bg-green-100 text-success-700' },
  { key: 'unpublished', icon: BookDashed, tint: 'bg-gray-100 text-gray-700' },
  { key: 'genres', icon: Tags, tint: 'bg-primary-50 text-primary-700' },
];

/** /admin (spec §2 Dashboard): counts of books and genres, the newest books and the pending ones, scoped by the API to the signed-in role. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  const user = useAppSelector((s) => s.auth.user);
  const { data, error } = useDashboardQuery();
  // Each book's reading of the server's default period (the last 30 days), for whoever has books: the analytics page's rule.
  const hasBooks = user?.abilities.pages.ebooks ?? false;
  // The books the tables list, by id, so that each has its line whether or not it is among the most read.
  const listed = useMemo(() => [...new Set([...(data?.recent ?? []), ...(data?.pending ?? [])].map((book) => book.id))].sort().join(','), [data]);
  const { currentData: analytics } = useAccountAnalyticsQuery({ aside: true, books: listed }, { skip: !hasBooks || !listed });
  const reading = useMemo<ReadingById | undefined>(() => (analytics ? new Map(analytics.books.map((book) => [book.id, book])) : undefined), [analytics]);

  const loading = !data && !error;
  return (
    <section>
      <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
      <p className="mt-1 text-gray-600">{t('welcome', { name: user?.name ?? '' })}</p>
      {error && (
        <p role="alert" className="mt-4 rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
          {error.message}
        </p>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map(({ key, icon: Icon, tint }) => (
          <li key={key} className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
            <span aria-hidden className={`grid size-11 place-items-center rounded-lg ${tint}`}>
              <Icon className="size-5" />
            </span>
            <p className="flex flex-col">
              <span className="text-sm text-gray-600">{t(`counts.${key}`)}</span>
              <span className="text-2xl font-bold text-gray-900">
                {data ? number.format(data.counts[key]) : <span aria-hidden className="inline-block h-7 w-10 animate-pulse rounded bg-gray-200" />}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <BooksTable title={t('recent.title')} books={data?.recent ?? []} empty={t('recent.empty')} loading={loading} allHref={adminPath('ebooks')} reading={reading} />
        <BooksTable
          title={t('pending.title')}
          books={data?.pending ?? []}
          empty={t('pending.empty')}
          loading={loading}
          allHref={user?.abilities.pages.pendingEbooks ? adminPath('pendingEbooks') : undefined}
          reading={reading}
        />
      </div>
    </section>
  );
}
