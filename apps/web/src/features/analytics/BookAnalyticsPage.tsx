import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BookAnalytics, Ebook } from '@folio/shared';
import { BackLink } from '../../components/BackLink';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { errorMessage } from '../../http/client';
import { useEbookQuery } from '../ebooks/api';
import { ShareLink } from '../ebooks/ShareLink';
import { useBookAnalyticsQuery } from './api';
import { DownloadCsv } from './DownloadCsv';
import { HeadlineCards } from './HeadlineCards';
import { HeatmapPanel } from './HeatmapPanel';
import { Interactions, MediaPlays, Sales, Sources, TopLinks, TopSearches } from './Lists';
import { PagesCharts } from './PagesCharts';
import { PeriodPicker } from './PeriodPicker';
import { useAddressPeriod, type Period } from './period';
import { SeriesChart } from './SeriesChart';

/** Nobody read the book in the period: how to bring readers (its link to share; publishing it when it is not live yet). */
function NoReading({ book }: { book: Ebook }) {
  const { t } = useTranslation('analytics');
  const live = book.status === 'published' && book.approval_status === 'approved';
  return (
    <section aria-labelledby="analytics-empty" className="flex flex-col gap-3 rounded-xl border border-dashed border-gray-300 bg-white p-6">
      <h2 id="analytics-empty" className="font-semibold text-gray-900">
        {t('empty.title')}
      </h2>
      <p className="text-gray-700">{live ? t('empty.bookLive') : t('empty.bookNotLive')}</p>
      <ShareLink book={book} />
      {!live && (
        <Link to={`/admin/ebooks/${encodeURIComponent(book.id)}`} className="w-fit text-sm font-medium text-primary-700 hover:underline">
          {t('empty.openBook')}
        </Link>
      )}
    </section>
  );
}

/** Everything readers did in the book in the period: charts, the heatmap, the lists, and sales beside them. */
function Figures({ book, figures, period }: { book: Ebook; figures: BookAnalytics; period: Period }) {
  return (
    <>
      <SeriesChart series={figures.series} />
      <PagesCharts pages={figures.pages} />
      {figures.page_count > 0 && <HeatmapPanel book={book} pageCount={figures.page_count} period={period} />}
      <div className="grid gap-6 xl:grid-cols-2">
        <TopLinks links={figures.links} />
        {figures.searches && <TopSearches searches={figures.searches} />}
        <MediaPlays media={figures.media} />
        <Sources sources={figures.sources} />
        <Interactions interactions={figures.interactions} />
      </div>
    </>
  );
}

/**
 * A book's reading analytics for its owner, its publisher and admins (/admin/ebooks/:id/analytics), over the period
 * kept in the address (?from=&to=; by default the server's last 30 days): the headline figures against the period
 * before, views and readers over time, the page funnel and time per page, the taps over each page, the lists, sales,
 * and the figures as CSV.
 */
export default function BookAnalyticsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('analytics');
  const { period, setPeriod, reversed } = useAddressPeriod();
  const { currentData: book } = useEbookQuery(id);
  const { currentData: figures, error, isFetching } = useBookAnalyticsQuery({ id, ...period }, { skip: reversed });
  useDocumentTitle(book ? t('book.documentTitle', { title: book.title }) : t('title'));
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={`/admin/ebooks/${encodeURIComponent(id)}`} className="w-fit font-semibold">
        {t('book.back')}
      </BackLink>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
          {book && (
            <p className="text-gray-600">
              <bdi>{book.title}</bdi>
            </p>
          )}
        </div>
        {book && figures && figures.views > 0 && <DownloadCsv bookId={id} slug={book.slug} period={period} />}
      </div>
      <PeriodPicker period={period} reversed={reversed} onChange={setPeriod} />
      {isFetching && !figures && <p role="status">{t('loading')}</p>}
      {error && <p role="alert" className="text-danger-700">{errorMessage(error, t('failed'))}</p>}
      {figures && (
        <>
          <HeadlineCards now={figures} before={figures.previous} previousPeriod={figures.previous.period} sample={figures.sample} />
          {figures.views === 0 ? book && <NoReading book={book} /> : book && <Figures book={book} figures={figures} period={period} />}
          <Sales sales={figures.sales} />
        </>
      )}
    </div>
  );
}
