import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ShieldAlert } from 'lucide-react';
import { MessagePage } from '../../components/MessagePage';

/** Spec §2 `unauthorized`: the access-denied text and a link to the homepage. */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('unauthorized.title'));
  return <MessagePage icon={ShieldAlert} iconClassName="text-warning-600" title={t('unauthorized.title')} message={t('unauthorized.message')} to="/" action={t('unauthorized.home')} />;
}
