import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

/** Spec §1: the four steps the landing page promises. */
const STEPS = ['create', 'interact', 'design', 'publish'] as const;

export function HowItWorks() {
  const { t, i18n } = useTranslation('store');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="how-title" title={t('landing.how.title')} intro={t('landing.how.intro')} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step} className="relative rounded-2xl bg-white p-6 shadow-xs ring-1 ring-gray-200">
              <span aria-hidden className="grid size-10 place-items-center rounded-full bg-primary-600 text-lg font-bold text-white">
                {number.format(i + 1)}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">
                <span className="sr-only">{t('landing.how.step', { n: i + 1 })}: </span>
                {t(`landing.how.${step}.title`)}
              </h3>
              <p className="mt-2 text-sm text-gray-600">{t(`landing.how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
