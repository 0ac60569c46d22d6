import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_TRIAL_DAYS, PLANS, type Plan } from '@folio/shared';
import { Button } from '../../components/Button';
import { serverText } from '../../http/serverText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useBillingPortalMutation, useCancelPlanMutation, useResumePlanMutation } from './api';
import { amountOf, dateOf, daysUntil, periodEndOf, shownStatus } from './format';
import { goTo } from './goTo';
import { PlanStatusBadge } from './PlanStatusBadge';

/** The plan's name in the pricing's words ("Basic", "Professional"). */
export function usePlanName() {
  const { t } = useTranslation('store');
  return (id: string) => t(`landing.pricing.plans.${id}`);
}

/** What the plan's status means for the author, in sentences: when it renews or ends, what to do, what stays. */
function StatusWords({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('plans');
  const date = (iso: string | null) => (iso ? dateOf(i18n.language, iso) : '');
  const end = periodEndOf(plan);
  const line = (text: string) => <p className="text-sm text-gray-700">{text}</p>;
  switch (plan.status) {
    case null:
      return (
        <>
          {line(t('current.none'))}
          {line(plan.trial_used ? t('current.noneChoose') : t('current.noneTrial', { days: PLAN_TRIAL_DAYS }))}
        </>
      );
    case 'trialing':
      return (
        <>
          <p className="font-semibold text-gray-900">{t('current.trialDaysLeft', { count: plan.trial_ends_at ? daysUntil(plan.trial_ends_at) : 0 })}</p>
          {line(plan.cancel_at_period_end ? t('current.cancelled', { date: date(end) }) : t('current.trialEnds', { date: date(end) }))}
        </>
      );
    case 'active':
      return line(plan.cancel_at_period_end ? t('current.cancelled', { date: date(end) }) : plan.billing === 'stripe' ? t('current.renews', { date: date(end) }) : t('current.activeUntil', { date: date(end) }));
    case 'past_due':
      return line(t('current.pastDue'));
    case 'pending':
      return (
        <>
          {line(t('current.pending', { number: plan.invoice?.number ?? '' }))}
          {line(t('current.pendingNote'))}
        </>
      );
    case 'lapsed':
      return (
        <>
          <p className="font-semibold text-gray-900">{plan.lapsed_at ? t('current.lapsed', { date: date(plan.lapsed_at) }) : t('current.lapsedNoDate')}</p>
          {line(t('current.lapsedKept'))}
          {plan.withdraw_at && line(t('current.lapsedWithdraw', { max: PLANS.basic.maxEbooks, date: date(plan.withdraw_at) }))}
        </>
      );
  }
}

/** A manual invoice awaiting payment: its amount, when it is due, and how to pay it. */
function Invoice({ invoice }: { invoice: NonNullable<Plan['invoice']> }) {
  const { t, i18n } = useTranslation('plans');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-2 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm">
      <h3 id={titleId} className="font-semibold text-gray-900">
        {t('invoice.title', { number: invoice.number })}
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-gray-600">{t('invoice.amount')}</dt>
        <dd className="font-semibold text-gray-900 tabular-nums">{amountOf(i18n.language, invoice.amount, invoice.currency)}</dd>
        <dt className="text-gray-600">{t('invoice.due')}</dt>
        <dd className="text-gray-900">
          <time dateTime={invoice.due_at}>{dateOf(i18n.language, invoice.due_at)}</time>
        </dd>
        <dt className="text-gray-600">{t('invoice.instructions')}</dt>
        <dd dir="auto" className="whitespace-pre-line text-gray-900">
          {serverText(i18n, invoice.instructions)}
        </dd>
      </dl>
    </section>
  );
}

/**
 * The plan and its status, in words, with an invoice awaiting payment; cancelling the plan (after saying what
 * happens), taking the cancellation back, or withdrawing an invoice.
 */
export function CurrentPlan({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('plans');
  const planName = usePlanName();
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  const [cancel, cancelState] = useCancelPlanMutation();
  const [resume, resumeState] = useResumePlanMutation();
  const [portal, portalState] = useBillingPortalMutation();
  const end = periodEndOf(plan);
  // A plan paid by card: its card is changed (a failed renewal paid again) and its invoices read at Stripe.
  const byCard = plan.billing === 'stripe' && (plan.status === 'active' || plan.status === 'past_due');
  const openPortal = async () => {
    const answer = await portal().unwrap().catch(() => undefined);
    if (answer) goTo(answer.data.url);
  };
  // A plan in force may be set to end with its period; one set so may go on after all.
  const cancellable = (plan.status === 'trialing' || plan.status === 'active' || plan.status === 'past_due') && !plan.cancel_at_period_end;
  const resumable = plan.status !== 'lapsed' && plan.cancel_at_period_end;
  const confirmCancel = async () => {
    // The API client says how it went (a toast); the dialog closes either way.
    await cancel().unwrap().catch(() => undefined);
    setCancelling(false);
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {t('current.title')}
          {plan.plan && plan.status !== null && <span className="text-primary-700">: {planName(plan.plan)}</span>}
        </h2>
        <PlanStatusBadge status={shownStatus(plan)} />
      </div>
      <StatusWords plan={plan} />
      {/* Awaiting payment, or the next month's while the plan runs on (manual billing). */}
      {plan.invoice && <Invoice invoice={plan.invoice} />}
      {(cancellable || resumable || byCard || plan.status === 'pending') && (
        <div className="flex flex-wrap gap-2">
          {byCard && (
            <Button variant={plan.status === 'past_due' ? 'primary' : 'secondary'} disabled={portalState.isLoading} onClick={() => void openPortal()}>
              {t('current.card')}
            </Button>
          )}
          {cancellable && (
            <Button variant="secondary" onClick={() => setCancelling(true)}>
              {t('current.cancel')}
            </Button>
          )}
          {/* Changed one's mind: the account goes back to what it had (its trial, or its paid period). */}
          {plan.status === 'pending' && (
            <Button variant="secondary" disabled={cancelState.isLoading} onClick={() => void cancel().unwrap().catch(() => undefined)}>
              {t('current.withdraw')}
            </Button>
          )}
          {resumable && (
            <Button disabled={resumeState.isLoading} onClick={() => void resume().unwrap().catch(() => undefined)}>
              {t('current.resume')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('cancel.title', { plan: plan.plan ? planName(plan.plan) : '' })}
        description={t('cancel.description', { date: end ? dateOf(i18n.language, end) : '' })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        busy={cancelState.isLoading}
        onConfirm={() => void confirmCancel()}
      />
    </section>
  );
}
