import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, CheckCircle2, ShieldCheck } from 'lucide-react';
import { buttonClass } from '../../components/Button';

/** A drawn book spread with a quiz on it: shows the product without loading a picture. */
function SpreadIllustration() {
  const { t } = useTranslation('store');
  return (
    <div aria-hidden className="relative mx-auto aspect-[4/3] w-full max-w-lg" dir="ltr">
      <div className="absolute inset-x-6 top-6 bottom-2 rounded-2xl bg-primary-200/40 blur-2xl" />
      <div className="relative grid h-full grid-cols-2 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-black/5">
        <div className="flex flex-col gap-3 border-e border-gray-100 bg-gradient-to-br from-amber-50 to-white p-5">
          <span className="h-3 w-2/3 rounded bg-gray-800/80" />
          <span className="h-2 w-full rounded bg-gray-300" />
          <span className="h-2 w-11/12 rounded bg-gray-300" />
          <span className="h-2 w-4/5 rounded bg-gray-300" />
          <span className="mt-2 grid flex-1 place-items-center rounded-xl bg-gradient-to-br from-sky-300 to-primary-500">
            <BookOpen className="size-10 text-white/90" />
          </span>
        </div>
        <div className="flex flex-col gap-2.5 bg-gradient-to-bl from-primary-50 to-white p-5">
          <span className="text-[0.7rem] font-semibold tracking-wide text-primary-700 uppercase">{t('landing.hero.quiz')}</span>
          <span className="h-2.5 w-5/6 rounded bg-gray-700/70" />
          {[false, true, false].map((correct, i) => (
            <span key={i} className={`flex items-center gap-2 rounded-lg border px-2.5 py-2 ${correct ? 'border-success-600 bg-green-50' : 'border-gray-200 bg-white'}`}>
              {correct ? <CheckCircle2 className="size-4 text-success-600" /> : <span className="size-4 rounded-full border-2 border-gray-300" />}
              <span className="h-2 flex-1 rounded bg-gray-300" />
            </span>
          ))}
          <span className="mt-auto flex gap-2">
            <span className="h-12 flex-1 rounded-lg bg-amber-200 shadow-sm" />
            <span className="h-12 flex-1 -rotate-3 rounded-lg bg-rose-200 shadow-sm" />
          </span>
        </div>
      </div>
    </div>
  );
}

/** The first screen: what Folio is, the two ways in, and the claims that matter to schools (spec §1). */
export function Hero() {
  const { t } = useTranslation('store');
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-700 shadow-xs ring-1 ring-primary-100">
            <ShieldCheck aria-hidden className="size-4" />
            {t('landing.hero.badge')}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">{t('landing.hero.title')}</h1>
          <p className="mt-5 max-w-xl text-lg text-gray-600">{t('landing.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/register" className={buttonClass('primary', 'px-6 py-3 text-base')}>
              {t('landing.hero.ctaCreate')}
            </Link>
            <Link to="/ebooks" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              {t('landing.hero.ctaBrowse')}
            </Link>
          </div>
          <dl className="mt-10 flex flex-wrap gap-x-12 gap-y-4">
            <div>
              <dt className="text-sm text-gray-600">{t('landing.hero.booksLabel')}</dt>
              <dd className="text-3xl font-bold text-gray-900">{t('landing.hero.booksValue')}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">{t('landing.hero.coppaLabel')}</dt>
              <dd className="text-3xl font-bold text-gray-900">{t('landing.hero.coppaValue')}</dd>
            </div>
          </dl>
        </div>
        <SpreadIllustration />
      </div>
    </section>
  );
}
