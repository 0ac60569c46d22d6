import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectAbilities } from '../auth/authSlice';

/**
 * Who will see a template the signed-in user saves, in their words: nobody else until it is shared with
 * everyone, which they may do themselves or must leave to an admin (their abilities say which).
 */
export function useSavedTemplateAudience() {
  const { t } = useTranslation('templates');
  return useAppSelector(selectAbilities)?.templates.share ? t('saveAs.untilYouShare') : t('saveAs.onlyYou');
}
