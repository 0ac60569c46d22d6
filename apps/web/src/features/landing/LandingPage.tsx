import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import ContactSection from '../contact/ContactSection';
import { BookShowcase } from './BookShowcase';
import { Features } from './Features';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Pricing } from './Pricing';

/** / (spec §2 public site): hero, features, how it works, pricing, the book library, the contact form. */
export default function LandingPage() {
  const { t } = useTranslation('store');
  useEffect(() => {
    document.title = `Folio · ${t('landing.documentTitle')}`;
  }, [t]);
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Pricing />
      <BookShowcase />
      <ContactSection />
    </>
  );
}
