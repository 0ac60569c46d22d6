import { useTranslation } from 'react-i18next';
import clsx from 'clsx';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', status === 'active' ? 'bg-green-100 text-success-700' : 'bg-gray-100 text-gray-700')}>
      {t(`common.statuses.${status}`)}
    </span>
  );
}
