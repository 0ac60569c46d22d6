import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteMyAccount } from './DeleteMyAccount';
import { DownloadMyData } from './DownloadMyData';

/** Settings → Security's "Your data": download all of it, or delete the account (architecture.md §11). */
export function YourData() {
  const { t } = useTranslation('privacy');
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-bold text-gray-900">{t('title')}</h2>
        <p className="mt-1 text-sm text-gray-600">
          {t('subtitle')}{' '}
          <Link to="/pages/privacy" className="font-medium text-primary-700 underline">
            {t('policyLink')}
          </Link>
        </p>
      </div>
      <DownloadMyData />
      <DeleteMyAccount />
    </div>
  );
}
