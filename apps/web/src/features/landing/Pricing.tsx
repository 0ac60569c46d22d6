import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { buttonClass } from '../../components/Button';
import { PLAN_PATH } from '../plans/paths';
import { usePlansApply } from '../plans/usePlansApply';
import { currencyFor, formatPlanPrice, isConverted } from './currencies';
import { CONTACT_PATH, PRICING_PLANS, type PricingPlanId } from './pricingPlans';
import { SectionHeading } from './SectionHeading';

export function Pricing() {
  const { t, i18n } = useTranslation('store');
  const language = i18n.language;
  // An author or a publisher signed in takes a plan on their Plan and billing page; a visitor registers first.
  const plansApply = usePlansApply();
  const ctaOf = (id: PricingPlanId) => (id === 'enterprise' ? CONTACT_PATH : plansApply ? PLAN_PATH : '/register');
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="pricing-title" title={t('landing.pricing.title')} intro={t('landing.pricing.intro')} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {PRICING_PLANS.map((plan) => {
          const featured = 'featured' in plan;
          return (
            <li
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className={clsx('relative flex flex-col rounded-2xl p-8', featured ? 'bg-primary-700 text-white shadow-xl ring-2 ring-primary-700 lg:-my-4' : 'border border-gray-200 bg-white shadow-xs')}
            >
              {featured && (
                <span className="absolute -top-3 start-8 rounded-full bg-amber-300 px-3 py-0.5 text-xs font-bold text-amber-950">{t('landing.pricing.popular')}</span>
              )}
              <h3 id={`plan-${plan.id}`} className={clsx('text-lg font-semibold', featured ? 'text-white' : 'text-gray-900')}>
                {t(`landing.pricing.plans.${plan.id}`)}
              </h3>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold tracking-tight" data-testid={`price-${plan.id}`}>
                  {plan.usd === null ? t('landing.pricing.customPrice') : formatPlanPrice(plan.usd, language)}
                </span>
                {plan.usd !== null && <span className={clsx('text-sm', featured ? 'text-primary-100' : 'text-gray-600')}>{t('landing.pricing.perMonth')}</span>}
              </p>
              <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Check aria-hidden className={clsx('mt-0.5 size-4 shrink-0', featured ? 'text-amber-300' : 'text-success-600')} />
                    {t(`landing.pricing.features.${f}`)}
                  </li>
                ))}
              </ul>
              <Link
                to={ctaOf(plan.id)}
                className={clsx('mt-8', featured ? buttonClass('secondary', 'border-transparent py-3 text-primary-800') : buttonClass(plan.usd === null ? 'secondary' : 'primary', 'py-3'))}
              >
                {t(`landing.pricing.cta.${plan.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
      {isConverted(language) && (
        <p className="mt-8 text-center text-sm text-gray-600">{t('landing.pricing.converted', { currency: currencyFor(language).currency })}</p>
      )}
    </section>
  );
}
