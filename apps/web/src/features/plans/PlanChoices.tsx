import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { PLAN_IDS, PLAN_TRIAL_DAYS, PLANS, type Plan, type PlanId } from '@folio/shared';
import { formatBytes } from '../../app/formatBytes';
import { Button, buttonClass } from '../../components/Button';
import { currencyFor, formatPlanPrice, isConverted } from '../landing/currencies';
import { CONTACT_PATH, PRICING_PLANS } from '../landing/pricingPlans';
import { useStartTrialMutation, useSubscribeMutation } from './api';
import { usePlanName } from './CurrentPlan';
import { goTo } from './goTo';

/** Whether `id` is the plan the author has now, paid or awaiting its payment (a trial or an ended plan is not chosen yet). */
const isCurrent = (plan: Plan, id: PlanId) => plan.plan === id && (plan.status === 'active' || plan.status === 'past_due' || plan.status === 'pending');


/** What a plan holds, each with a tick, in the pricing's words (and any line of the plan page's own after them). */
function Features({ ids, more }: { ids: readonly string[]; more?: string }) {
  const { t } = useTranslation('store');
  return (
    <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm text-gray-700">
      {[...ids.map((f) => t(`landing.pricing.features.${f}`)), ...(more ? [more] : [])].map((text) => (
        <li key={text} className="flex items-start gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success-600" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** A plan's card: price a month in the reader's currency, what it holds, and how to take it. */
function PlanCard({ plan, id }: { plan: Plan; id: PlanId }) {
  const { t, i18n } = useTranslation(['plans', 'store']);
  const planName = usePlanName();
  const titleId = useId();
  const [startTrial, trial] = useStartTrialMutation();
  const [subscribe, subscription] = useSubscribeMutation();
  const busy = trial.isLoading || subscription.isLoading;
  const features = PRICING_PLANS.find((p) => p.id === id)?.features ?? [];
  const current = isCurrent(plan, id);
  // The trial starts by itself the first time an account looks at its plan; one given a plan before had none.
  const offersTrial = id === 'professional' && !plan.trial_used && (plan.status === null || plan.status === 'lapsed');
  const choose = async () => {
    // A refusal is toasted by the API client in the reader's words.
    const answer = await subscribe(id).unwrap().catch(() => null);
    if (answer?.redirect_url) goTo(answer.redirect_url);
  };
  return (
    <li aria-labelledby={titleId} className={clsx('flex flex-col rounded-xl border bg-white p-6 shadow-xs', current ? 'border-primary-600 ring-1 ring-primary-600' : 'border-gray-200')}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-gray-900">
          {planName(id)}
        </h3>
        {current && <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-700">{t('choices.yours')}</span>}
      </div>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tracking-tight">{formatPlanPrice(PLANS[id].usd, i18n.language)}</span>
        <span className="text-sm text-gray-600">{t('store:landing.pricing.perMonth')}</span>
      </p>
      {/* The storage the plan gives, where the pricing's own list does not say it (Professional's). */}
      <Features ids={features} more={features.some((f) => f.startsWith('storage')) ? undefined : t('choices.storage', { size: formatBytes(PLANS[id].storageBytes, i18n.language) })} />
      <div className="mt-6 flex flex-col gap-2">
        {offersTrial && (
          <>
            <Button disabled={busy} onClick={() => void startTrial().unwrap().catch(() => undefined)}>
              {t('choices.startTrial')}
            </Button>
            <p className="text-center text-xs text-gray-600">{t('choices.trialNote', { days: PLAN_TRIAL_DAYS })}</p>
          </>
        )}
        {!current && (
          <Button variant={offersTrial ? 'secondary' : 'primary'} disabled={busy} onClick={() => void choose()}>
            {t('choices.choose', { plan: planName(id) })}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The plans to choose from, as the pricing page shows them; Enterprise is a conversation ("Contact us"). */
export function PlanChoices({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation(['plans', 'store']);
  const titleId = useId();
  const enterpriseId = useId();
  const enterprise = PRICING_PLANS.find((p) => p.id === 'enterprise');
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {t('choices.title')}
      </h2>
      <ul className="grid gap-4 lg:grid-cols-3">
        {PLAN_IDS.map((id) => (
          <PlanCard key={id} plan={plan} id={id} />
        ))}
        <li aria-labelledby={enterpriseId} className="flex flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
          <h3 id={enterpriseId} className="text-lg font-semibold text-gray-900">
            {t('store:landing.pricing.plans.enterprise')}
          </h3>
          <p className="mt-3 text-3xl font-extrabold tracking-tight">{t('store:landing.pricing.customPrice')}</p>
          <p className="mt-4 text-sm text-gray-700">{t('choices.enterpriseNote')}</p>
          <Features ids={enterprise?.features ?? []} />
          <Link to={CONTACT_PATH} className={buttonClass('secondary', 'mt-6')}>
            {t('choices.contact')}
          </Link>
        </li>
      </ul>
      {isConverted(i18n.language) && <p className="text-sm text-gray-600">{t('store:landing.pricing.converted', { currency: currencyFor(i18n.language).currency })}</p>}
    </section>
  );
}
