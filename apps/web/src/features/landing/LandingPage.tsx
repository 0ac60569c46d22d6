import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpenCheck, Layers, ListChecks, Sparkles } from 'lucide-react';
import { buttonClass } from '../../components/Button';
import ContactSection from '../contact/ContactSection';

const HIGHLIGHTS = [
  { icon: Sparkles, key: 'landing.highlightInteractive' },
  { icon: ListChecks, key: 'landing.highlightQuizzes' },
  { icon: Layers, key: 'landing.highlightFlashcards' },
  { icon: BookOpenCheck, key: 'landing.highlightPublish' },
] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:py-28">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">{t('landing.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-gray-600">{t('landing.subtitle')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/register" className={buttonClass('primary', 'px-6 py-3 text-base')}>
              {t('landing.ctaCreate')}
            </Link>
            <Link to="/ebooks" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              {t('landing.ctaBrowse')}
            </Link>
          </div>
        </div>
      </section>
      <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="text-center text-2xl font-bold text-gray-900">
          {t('landing.featuresTitle')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
              <Icon aria-hidden className="size-7 text-primary-600" />
              <p className="mt-3 font-semibold text-gray-900">{t(key)}</p>
            </li>
          ))}
        </ul>
      </section>
      <ContactSection />
    </>
  );
}
