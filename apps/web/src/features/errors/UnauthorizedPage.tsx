import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { buttonClass } from '../../components/Button';

/** Spec §2 `unauthorized`: the access-denied text and a link to the homepage. */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="size-12 text-warning-600" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t('unauthorized.title')}</h1>
      <p className="mt-2 text-gray-600">{t('unauthorized.message')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('unauthorized.home')}
      </Link>
    </section>
  );
}
