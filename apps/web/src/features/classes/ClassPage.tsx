import { useTranslation } from 'react-i18next';

/** A class, tab by tab. */
export default function ClassPage() {
  const { t } = useTranslation('classes');
  return <h1 className="text-xl font-bold text-gray-900">{t('title')}</h1>;
}
