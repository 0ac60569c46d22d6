// /admin/settings/plan: an author's or a publisher's plan (docs/decisions/028-plans.md) — its status in words, what
// they use of its limits, the plans to choose from, and what happens to their books if it ends.
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLAN_LAPSE_GRACE_DAYS, PLANS } from '@folio/shared';
import { formatBytes } from '../../app/formatBytes';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useMyPlanQuery } from './api';
import { CurrentPlan } from './CurrentPlan';
import { PlanChoices } from './PlanChoices';
import { UsageMeters } from './UsageMeters';

/** The lapse policy, plainly: nothing is deleted, and what changes when. */
function LapsePolicy() {
  const { t, i18n } = useTranslation('plans');
  const titleId = useId();
  const points = [t('lapse.nothingDeleted'), t('lapse.buyersRead'), t('lapse.editExport'), t('lapse.newBooks', { size: formatBytes(PLANS.basic.storageBytes, i18n.language) }), t('lapse.withdraw', { max: PLANS.basic.maxEbooks, days: PLAN_LAPSE_GRACE_DAYS })];
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {t('lapse.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm text-gray-700">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

/** How often the page asks for the plan while Stripe's word of a payment has not reached the server yet. */
const CONFIRMING_POLL_MS = 3000;

/**
 * Back from Stripe Checkout (`?checkout=success|cancelled`): what became of the payment. The plan starts with
 * Stripe's webhook, which may come a moment after the author: until then the page asks again.
 */
function CheckoutReturn({ paid }: { paid: boolean }) {
  const { t } = useTranslation('plans');
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  useMyPlanQuery(undefined, { pollingInterval: CONFIRMING_POLL_MS, skip: checkout !== 'success' || paid });
  if (checkout !== 'success' && checkout !== 'cancelled') return null;
  const text = checkout === 'cancelled' ? t('checkout.cancelled') : paid ? t('checkout.confirmed') : t('checkout.confirming');
  return (
    <p role="status" className="rounded-md border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-800">
      {text}
    </p>
  );
}

export default function PlanPage() {
  const { t } = useTranslation('plans');
  useDocumentTitle(t('title'));
  const { data: plan, isError, isLoading } = useMyPlanQuery();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6" aria-busy={isLoading}>
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-gray-600">{t('intro')}</p>
      </header>
      {isError && <ErrorBanner message={t('loadError')} />}
      {plan && !plan.applies && <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center text-gray-600">{t('notApplicable')}</p>}
      {plan?.applies && (
        <>
          <CheckoutReturn paid={plan.billing === 'stripe' && (plan.status === 'active' || plan.status === 'past_due')} />
          <CurrentPlan plan={plan} />
          <UsageMeters plan={plan} />
          <PlanChoices plan={plan} />
          <LapsePolicy />
        </>
      )}
    </div>
  );
}
