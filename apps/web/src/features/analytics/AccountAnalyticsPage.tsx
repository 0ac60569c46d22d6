import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountAnalytics } from '@folio/shared';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { errorMessage } from '../../http/client';
import { useAccountAnalyticsQuery } from './api';
import { formatDuration, formatPercent } from './format';
import { HeadlineCards } from './HeadlineCards';
import { ListCard } from './ListCard';
import { bookAnalyticsPath } from './paths';
import { Sales, Sources } from './Lists';
import { PeriodPicker } from './PeriodPicker';
import { useAddressPeriod, type Period } from './period';
import { SeriesChart } from './SeriesChart';

/** The most viewed books of the period, each linking to its own analytics over the same days. */
function BooksList({ books, period }: { books: AccountAnalytics['books']; period: Period }) {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ListCard
      title={t('account.books')}
      columns={[t('account.book'), t('cards.views'), t('cards.readers'), t('cards.avg_seconds'), t('cards.completion')]}
      rows={books.map((book) => ({
        key: book.id,
        cells: [
          <Link to={bookAnalyticsPath(book.id, period)} className="font-medium text-primary-700 hover:underline">
            <bdi>{book.title}</bdi>
          </Link>,
          number.format(book.views),
          number.format(book.readers),
          formatDuration(book.avg_seconds, i18n.language),
          formatPercent(book.completion, i18n.language),
        ],
      }))}
      empty={t('account.noBooks')}
    />
  );
}

/**
 * Reading and sales over all the user's books (/admin/analytics), or over the whole site for an admin, in the period
 * kept in the address: the headline figures against the period before, views and readers over time, sources, sales,
 * and the books each with their own figures.
 */
export default function AccountAnalyticsPage() {
  const { t, i18n } = useTranslation('analytics');
  const { period, setPeriod, reversed } = useAddressPeriod();
  const { currentData: figures, error, isFetching } = useAccountAnalyticsQuery(period, { skip: reversed });
  useDocumentTitle(t('title'));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
        {figures && <p className="text-gray-600">{t(`account.scope.${figures.scope}`)}</p>}
        {/* The site's health, for admins: readers whose events never arrive (an old reader, a broken embed) show here first. */}
        {figures && figures.refused_today !== null && (
          <p className="text-sm text-gray-600">{t('account.refusedToday', { n: new Intl.NumberFormat(i18n.language).format(figures.refused_today) })}</p>
        )}
      </div>
      <PeriodPicker period={period} reversed={reversed} onChange={setPeriod} />
      {isFetching && !figures && <p role="status">{t('loading')}</p>}
      {error && <p role="alert" className="text-danger-700">{errorMessage(error, t('failed'))}</p>}
      {figures && (
        <>
          <HeadlineCards now={figures} before={figures.previous} previousPeriod={figures.previous.period} />
          {figures.views === 0 ? (
            <section aria-labelledby="analytics-empty" className="flex flex-col gap-2 rounded-xl border border-dashed border-gray-300 bg-white p-6">
              <h2 id="analytics-empty" className="font-semibold text-gray-900">
                {t('empty.title')}
              </h2>
              <p className="text-gray-700">{t('empty.account')}</p>
              <Link to="/admin/ebooks" className="w-fit text-sm font-medium text-primary-700 hover:underline">
                {t('empty.openBooks')}
              </Link>
            </section>
          ) : (
            <>
              <SeriesChart series={figures.series} />
              <Sources sources={figures.sources} />
            </>
          )}
          <Sales sales={figures.sales} />
          <BooksList books={figures.books} period={period} />
        </>
      )}
    </div>
  );
}
