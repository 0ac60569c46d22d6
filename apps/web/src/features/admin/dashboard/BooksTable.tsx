import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardBook } from '@folio/shared';

/**
 * A short table of books (spec §2: title, author, category) with a link to each book; the dashboard shows
 * five rows, so it needs neither search nor paging.
 */
export function BooksTable({ title, books, empty, loading, allHref }: { title: string; books: DashboardBook[]; empty: string; loading: boolean; allHref?: string }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
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
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {loading && books.length === 0 ? (
              Array.from({ length: 3 }, (_, i) => (
                <tr key={i} aria-hidden>
                  <td colSpan={3} className="px-4 py-3">
                    <div className="h-4 animate-pulse rounded bg-gray-200" />
                  </td>
                </tr>
              ))
            ) : books.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-4 py-6 text-center text-gray-600">
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
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
