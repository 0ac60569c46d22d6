import { useTranslation } from 'react-i18next';
import { Accessibility, BookOpenCheck, Clapperboard, Layers, ListChecks, PenTool, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './SectionHeading';

/** Spec §1 marketing claims, in its order. */
const FEATURES: { key: string; icon: LucideIcon; tint: string }[] = [
  { key: 'interactive', icon: BookOpenCheck, tint: 'bg-primary-50 text-primary-700' },
  { key: 'quizzes', icon: ListChecks, tint: 'bg-green-50 text-success-700' },
  { key: 'flashcards', icon: Layers, tint: 'bg-amber-50 text-amber-700' },
  { key: 'accessibility', icon: Accessibility, tint: 'bg-sky-50 text-sky-700' },
  { key: 'media', icon: Clapperboard, tint: 'bg-rose-50 text-rose-700' },
  { key: 'publisher', icon: PenTool, tint: 'bg-violet-50 text-violet-700' },
];

export function Features() {
  const { t } = useTranslation('store');
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="features-title" title={t('landing.features.title')} intro={t('landing.features.intro')} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon, tint }) => (
          <li key={key} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-xs transition hover:shadow-md">
            <span className={`grid size-11 place-items-center rounded-xl ${tint}`}>
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{t(`landing.features.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-gray-600">{t(`landing.features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
