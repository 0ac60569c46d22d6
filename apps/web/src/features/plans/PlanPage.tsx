// /admin/settings/plan: an author's or a publisher's plan (docs/decisions/028-plans.md) — its status in words, what
// they use of its limits, the plans to choose from, and what happens to their books if it ends.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LAPSE_GRACE_DAYS, PLANS } from '@folio/shared';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useMyPlanQuery } from './api';
import { CurrentPlan } from './CurrentPlan';
import { PlanChoices } from './PlanChoices';
import { UsageMeters } from './UsageMeters';

/** The lapse policy, plainly: nothing is deleted, and what changes when. */
function LapsePolicy() {
  const { t } = useTranslation('plans');
  const titleId = useId();
  const points = [t('lapse.nothingDeleted'), t('lapse.buyersRead'), t('lapse.editExport'), t('lapse.newBooks'), t('lapse.withdraw', { max: PLANS.basic.maxEbooks, days: PLAN_LAPSE_GRACE_DAYS })];
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
          <CurrentPlan plan={plan} />
          <UsageMeters plan={plan} />
          <PlanChoices plan={plan} />
          <LapsePolicy />
        </>
      )}
    </div>
  );
}
