import { useTranslation } from 'react-i18next';
import { Hammer } from 'lucide-react';

/** A screen that a coming release builds: says so plainly instead of failing. */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <Hammer aria-hidden className="size-10 text-gray-400" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t(titleKey)}</h1>
      <p className="mt-2 text-gray-600">{t('placeholder.message')}</p>
    </section>
  );
}
