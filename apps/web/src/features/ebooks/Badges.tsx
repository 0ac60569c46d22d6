import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { ApprovalStatus, Ebook } from '@folio/shared';

const badge = 'inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

const APPROVAL_TONES: Record<ApprovalStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-green-100 text-success-700',
  rejected: 'bg-danger-200/60 text-danger-700',
};

/** Approval status; a rejected book carries its reason on hover (title) and for screen readers. */
export function ApprovalBadge({ status, reason }: { status: ApprovalStatus; reason?: string | null }) {
  const { t } = useTranslation('ebooks');
  const why = status === 'rejected' && reason ? reason : undefined;
  return (
    <span className={clsx(badge, APPROVAL_TONES[status], why && 'cursor-help')} title={why ? t('approval.reasonTitle', { reason: why }) : undefined}>
      {t(`approval.${status}`)}
      {why && <span className="sr-only">{`: ${why}`}</span>}
    </span>
  );
}

/** Draft or published; a published book its owner's lapsed plan took out of the public library says so instead. */
export function EbookStatusBadge({ status, withdrawn = false }: { status: Ebook['status']; withdrawn?: boolean }) {
  const { t } = useTranslation('ebooks');
  if (status === 'published' && withdrawn) return <span className={clsx(badge, 'bg-amber-100 text-amber-800')}>{t('statuses.withdrawn')}</span>;
  return <span className={clsx(badge, status === 'published' ? 'bg-primary-100 text-primary-800' : 'bg-gray-100 text-gray-700')}>{t(`statuses.${status}`)}</span>;
}

export function BookTypeBadge({ type }: { type: Ebook['book_type'] }) {
  const { t } = useTranslation('ebooks');
  return <span className={clsx(badge, type === 'pdf' ? 'bg-sky-100 text-sky-800' : 'bg-violet-100 text-violet-800')}>{t(`types.${type}`)}</span>;
}
