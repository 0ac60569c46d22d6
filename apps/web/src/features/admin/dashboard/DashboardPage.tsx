import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { adminPath } from '../../../app/layouts/DashboardLayout';
import { menuFor } from '../../../app/layouts/adminMenu';

/** The dashboard's welcome: who is signed in and the places this role can go (figures come with e-books). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.auth.user);
  const links = menuFor(user?.role).flatMap((e) => (e.page ? (e.page === 'dashboard' ? [] : [{ page: e.page, labelKey: e.labelKey }]) : (e.children ?? [])));
  return (
    <section>
      <h1 className="text-2xl font-bold text-gray-900">{t('dashboard.title')}</h1>
      <p className="mt-1 text-gray-600">{t('dashboard.welcome', { name: user?.name ?? '' })}</p>
      <h2 className="mt-8 text-sm font-semibold tracking-wide text-gray-500 uppercase">{t('dashboard.quickLinks')}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.page}>
            <Link to={adminPath(link.page)} className="block rounded-lg border border-gray-200 bg-white p-4 font-medium text-gray-800 shadow-xs hover:border-primary-300 hover:text-primary-700">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
