import { useTranslation } from 'react-i18next';
import { Lock, Users } from 'lucide-react';
import clsx from 'clsx';
import type { Template } from '@folio/shared';
import { useAppSelector } from '../../../app/hooks';

/** Who sees a template as the signed-in user: everyone, only them, or only its owner (which admins see too). */
function useTemplateAudience(template: Pick<Template, 'shared' | 'owner'>) {
  const { t } = useTranslation('templates');
  const me = useAppSelector((s) => s.auth.user?.id);
  if (template.shared) return t('sharing.everyone');
  if (template.owner?.id === me) return t('sharing.onlyYou');
  return template.owner ? t('sharing.onlyOwner', { name: template.owner.name }) : t('sharing.onlyAdmins');
}

export function SharingBadge({ template }: { template: Pick<Template, 'shared' | 'owner'> }) {
  const label = useTemplateAudience(template);
  const Icon = template.shared ? Users : Lock;
  return (
    <span
      className={clsx(
        'inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        template.shared ? 'bg-green-100 text-success-700' : 'bg-gray-100 text-gray-700',
      )}
    >
      <Icon aria-hidden className="size-3" />
      {label}
    </span>
  );
}
