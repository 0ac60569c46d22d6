import { useTranslation } from 'react-i18next';

/** The teacher's classes. */
export default function ClassesPage() {
  const { t } = useTranslation('classes');
  return <h1 className="text-xl font-bold text-gray-900">{t('title')}</h1>;
}
