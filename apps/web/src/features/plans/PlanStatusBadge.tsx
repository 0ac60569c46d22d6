import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { ShownStatus } from './format';

const TONES: Record<ShownStatus, string> = {
  none: 'bg-gray-100 text-gray-700',
  trialing: 'bg-primary-50 text-primary-700',
  pending: 'bg-yellow-100 text-yellow-800',
  active: 'bg-green-100 text-success-700',
  ending: 'bg-orange-100 text-orange-800',
  past_due: 'bg-danger-200/50 text-danger-700',
  lapsed: 'bg-gray-200 text-gray-700',
};

/** How a plan stands, as a badge in words (never by its colour alone). */
export function PlanStatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('plans');
  return <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}>{t(`status.${status}`)}</span>;
}
