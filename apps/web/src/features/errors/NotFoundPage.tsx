import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** Not-found, at the top level (home link) or inside the dashboard (dashboard link). */
export default function NotFoundPage({ inDashboard = false }: { inDashboard?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-primary-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-gray-600">{t('notFound.message')}</p>
      <Link to={inDashboard ? '/admin' : '/'} className={buttonClass('primary', 'mt-6')}>
        {inDashboard ? t('notFound.dashboard') : t('notFound.home')}
      </Link>
    </section>
  );
}
