import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WhenNear } from '../../components/WhenNear';
import { BookShowcase } from './BookShowcase';
import { Features } from './Features';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Pricing } from './Pricing';

/** The contact form, with its form and validation code and its texts, loads as the visitor scrolls to it. */
const ContactSection = lazy(() => import('../contact/ContactSection'));

/** / (spec §2 public site): hero, features, how it works, pricing, the book library, the contact form. */
export default function LandingPage() {
  const { t } = useTranslation('store');
  const { hash } = useLocation();
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
      <WhenNear minHeight="40rem" now={hash === '#contact'}>
        <ContactSection />
      </WhenNear>
    </>
  );
}
