import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnalyticsBookRow, DashboardBook } from '@folio/shared';
import { bookAnalyticsPath } from '../../analytics/paths';

/** The books' reading of the last 30 days by id (GET /api/admin/analytics), for those who may see it. */
export type ReadingById = ReadonlyMap<string, AnalyticsBookRow>;

/** A book's views and readers of the last 30 days, linking to its analytics; a dash for a book read by nobody in them. */
function ReadingCell({ bookId, title, reading }: { bookId: string; title: string; reading: ReadingById }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  const row = reading.get(bookId);
  if (!row) return <span className="text-gray-500">—</span>;
  const summary = `${t('reading.views', { count: row.views, n: number.format(row.views) })} · ${t('reading.readers', { count: row.readers, n: number.format(row.readers) })}`;
  return (
    <Link to={bookAnalyticsPath(bookId)} className="whitespace-nowrap text-primary-700 hover:underline" aria-label={t('reading.link', { title, summary })}>
      {summary}
    </Link>
  );
}

/**
 * A short table of books (spec §2: title, author, category) with a link to each book, and each book's reading of
 * the last 30 days when the user may see it; the dashboard shows five rows, so it needs neither search nor paging.
 */
export function BooksTable({ title, books, empty, loading, allHref, reading }: { title: string; books: DashboardBook[]; empty: string; loading: boolean; allHref?: string; reading?: ReadingById }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const columns = reading ? 4 : 3;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
      <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
        <h2 id={headingId} className="font-semibold text-gray-900">
          {title}
        </h2>
        {allHref && (
          <Link to={allHref} className="text-sm font-medium text-primary-700 hover:underline">
            {t('viewAll')}
          </Link>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 text-start">{t('columns.title')}</th>
              <th scope="col" className="px-4 py-2 text-start">{t('columns.author')}</th>
              <th scope="col" className="px-4 py-2 text-start">{t('columns.category')}</th>
              {reading && <th scope="col" className="px-4 py-2 text-start">{t('columns.reading')}</th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {loading && books.length === 0 ? (
              Array.from({ length: 3 }, (_, i) => (
                <tr key={i} aria-hidden>
                  <td colSpan={columns} className="px-4 py-3">
                    <div className="h-4 animate-pulse rounded bg-gray-200" />
                  </td>
                </tr>
              ))
            ) : books.length === 0 ? (
              <tr>
                <td colSpan={columns} className="px-4 py-6 text-center text-gray-600">
                  {empty}
                </td>
              </tr>
            ) : (
              books.map((book) => (
                <tr key={book.id}>
                  <td className="px-4 py-2.5">
                    <Link to={`/admin/ebooks/${book.id}`} className="font-medium text-primary-700 hover:underline">
                      {book.title}
                    </Link>
                  </td>
                  <td className="px-4 py-2.5 text-gray-700">{book.authors.join(', ') || '—'}</td>
                  <td className="px-4 py-2.5 text-gray-700">{book.categories.join(', ') || '—'}</td>
                  {reading && (
                    <td className="px-4 py-2.5 text-gray-700 tabular-nums">
                      <ReadingCell bookId={book.id} title={book.title} reading={reading} />
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
