import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Check, Eye, Inbox, X } from 'lucide-react';
import type { Ebook } from '@folio/shared';
import { DataTable, type Column } from '../../../components/DataTable';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useResourceTable } from '../resource/useResourceTable';
import { BookTypeBadge } from '../../ebooks/Badges';
import { BookCell } from './BookCell';
import { formatDate } from '../../ebooks/format';
import { PriceTag } from './PriceTag';
import { RejectDialog } from './RejectDialog';
import { useReview } from './useReview';

const iconClass = 'rounded p-1.5 hover:bg-gray-100';

/**
 * Pending eBooks (admins): the books waiting for a decision, each approved or rejected with a reason right in
 * its row. A decided book leaves the list.
 */
export default function PendingEbooksPage() {
  const { t, i18n } = useTranslation(['ebooks', 'admin']);
  const query = useResourceTable<Ebook>('ebooks', { params: { approval_status: 'pending' } });
  const { list } = query;
  // A decided book leaves the queue: the last row of a page decided, step back rather than show an empty page.
  const review = useReview(query.afterDelete);
  const empty = !list.loading && !list.error && list.rows.length === 0 && query.tableProps.searchValue === '' && query.tableProps.page === 1;

  const columns: Column<Ebook>[] = [
    { header: t('columns.title'), cell: (b) => <BookCell book={b} /> },
    { header: t('info.owner'), cell: (b) => b.owner?.name ?? '—' },
    { header: t('columns.type'), cell: (b) => <BookTypeBadge type={b.book_type} /> },
    { header: t('fields.final_price'), cell: (b) => <PriceTag book={b} /> },
    { header: t('columns.updated'), className: 'whitespace-nowrap', cell: (b) => <time dateTime={b.updated_at}>{formatDate(b.updated_at, i18n.language)}</time> },
    {
      header: t('admin:common.actions'),
      className: 'w-px whitespace-nowrap',
      cell: (b) => (
        <div className="flex items-center gap-0.5">
          <Link to={`/admin/ebooks/${b.id}`} className={`${iconClass} text-gray-600`} aria-label={t('actions.view', { name: b.title })} title={t('actions.view', { name: b.title })}>
            <Eye aria-hidden className="size-4" />
          </Link>
          <button
            type="button"
            className={`${iconClass} text-success-700`}
            disabled={review.approving === b.id}
            onClick={() => void review.approve(b)}
            aria-label={t('actions.approve', { name: b.title })}
            title={t('actions.approve', { name: b.title })}
          >
            <Check aria-hidden className="size-4" />
          </button>
          <button type="button" className={`${iconClass} text-danger-700`} onClick={() => review.startReject(b)} aria-label={t('actions.reject', { name: b.title })} title={t('actions.reject', { name: b.title })}>
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <ErrorBanner message={list.error} />
      {empty ? (
        // The table's own empty row says 'No data found'; a queue with nothing in it says so in its own words.
        <section aria-labelledby="pending-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
          <h1 id="pending-title" className="text-xl font-bold text-gray-900">
            {t('pending.title')}
          </h1>
          <div className="flex flex-col items-center gap-3 py-12 text-center text-gray-600">
            <Inbox aria-hidden className="size-10 text-gray-400" />
            <p>{t('pending.empty')}</p>
          </div>
        </section>
      ) : (
        <DataTable title={t('pending.title')} columns={columns} rowKey={(b) => b.id} {...query.tableProps} />
      )}
      <RejectDialog title={review.rejecting?.title ?? ''} open={review.rejecting !== null} onOpenChange={(open) => !open && review.startReject(null)} onReject={review.reject} />
    </>
  );
}
