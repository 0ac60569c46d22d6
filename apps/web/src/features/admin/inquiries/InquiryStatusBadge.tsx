import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { InquiryStatus } from '@folio/shared';

const COLOURS: Record<InquiryStatus, string> = {
  new: 'bg-primary-100 text-primary-800',
  read: 'bg-gray-100 text-gray-700',
  replied: 'bg-green-100 text-success-700',
  closed: 'bg-gray-700 text-white',
};

/** An inquiry's status: new stands out, replied is done, closed is archived. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('inquiries');
  return <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', COLOURS[status])}>{t(`statuses.${status}`)}</span>;
}
