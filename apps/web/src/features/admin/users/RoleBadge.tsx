import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { Role } from '@folio/shared';

const TONES: Record<Role, string> = {
  admin: 'bg-primary-100 text-primary-800',
  publisher: 'bg-amber-100 text-amber-800',
  author: 'bg-sky-100 text-sky-800',
  user: 'bg-gray-100 text-gray-700',
  student: 'bg-emerald-100 text-emerald-800',
};

/** A user's role, translated (common namespace), one colour per role. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  return <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', TONES[role])}>{t(`roles.${role}`)}</span>;
}
