import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { Ebook } from '@folio/shared';
import { PLAN_PATH } from '../plans/paths';

/**
 * Where the book stands with the public: the admin's decision and its reason, what happens next. The public sees
 * a book only when it is both published and approved.
 */
export function ApprovalNotice({ book, submitted = false }: { book: Pick<Ebook, 'approval_status' | 'rejection_reason' | 'status' | 'withdrawn_at'>; submitted?: boolean }) {
  const { t, i18n } = useTranslation('ebooks');
  const { approval_status: state } = book;
  // Live but out of the public library since the owner's plan ended (decision 028): what that means, and the way back.
  if (state === 'approved' && book.status === 'published' && book.withdrawn_at) {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(book.withdrawn_at));
    return (
      <div role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p>{t('notice.withdrawn', { date })}</p>
        <Link to={PLAN_PATH} className="mt-1 inline-block font-medium underline">
          {t('notice.seePlans')}
        </Link>
      </div>
    );
  }
  const text =
    state === 'rejected'
      ? t('notice.rejected')
      : state === 'pending'
        ? submitted
          ? t('notice.submitted')
          : t('notice.pending')
        : book.status === 'published'
          ? t('notice.live')
          : t('notice.approvedDraft');
  return (
    <div
      role="status"
      className={clsx(
        'rounded-md px-3 py-2 text-sm',
        state === 'rejected' ? 'bg-danger-200/40 text-danger-700' : state === 'pending' ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-success-700',
      )}
    >
      <p>{text}</p>
      {state === 'rejected' && book.rejection_reason && (
        <p className="mt-1">
          <span className="font-semibold">{t('notice.reason')}</span> <span className="whitespace-pre-line">{book.rejection_reason}</span>
        </p>
      )}
    </div>
  );
}
