import { useTranslation } from 'react-i18next';
import { mayShareTemplates } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';

/**
 * Who will see a template the signed-in user saves, in their words: nobody else until it is shared with
 * everyone, which they may do themselves or must leave to an admin (the API's sharing rule, from shared).
 */
export function useSavedTemplateAudience() {
  const { t } = useTranslation('templates');
  const role = useAppSelector((s) => s.auth.user?.role);
  return role && mayShareTemplates(role) ? t('saveAs.untilYouShare') : t('saveAs.onlyYou');
}
