// /admin/plans: every author's and publisher's plan (docs/decisions/028-plans.md) for an admin, who records a manual
// invoice's payment, changes a plan or ends it — each after a confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_IDS, PLAN_LAPSE_GRACE_DAYS, PLAN_STATUSES, PLANS, ROLES, type AdminPlanRow, type AdminPlanUpdate, type PlanId, type PlanStatus, type Role } from '@folio/shared';
import { isolated } from '../../app/i18n';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectField } from '../../components/form/SelectField';
import { positiveInt, useAddressState, type AddressCodec } from '../../http/useAddressState';
import { useAdminPlansQuery, useUpdateAdminPlanMutation } from './api';
import { usePlanName } from './CurrentPlan';
import { dateOf } from './format';
import { PlanStatusBadge } from './PlanStatusBadge';

interface ListState {
  status: PlanStatus | '';
  page: number;
  perPage: number;
}

const DEFAULT_PAGE_SIZE = 20;

/** The list's filter and page live in the address: a reload and a shared link bring them back. */
const LIST_ADDRESS: AddressCodec<ListState> = {
  keys: ['status', 'page', 'per_page'],
  read: (params) => {
    const status = params.get('status') ?? '';
    return {
      status: (PLAN_STATUSES as readonly string[]).includes(status) ? (status as PlanStatus) : '',
      page: positiveInt(params.get('page'), 1),
      perPage: positiveInt(params.get('per_page'), DEFAULT_PAGE_SIZE),
    };
  },
  write: (state) => ({ status: state.status, page: state.page > 1 ? state.page : undefined, per_page: state.perPage !== DEFAULT_PAGE_SIZE ? state.perPage : undefined }),
};

/** The action an admin is confirming, on which account. */
type Pending = { kind: 'record_payment' | 'cancel' | 'change'; row: AdminPlanRow };

/** A plan changes within a period paid for; a trial or an ended plan is chosen by its account instead. */
const changeable = (row: AdminPlanRow, now = Date.now()) => row.current_period_end !== null && Date.parse(row.current_period_end) > now;

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

export default function PlansAdminPage() {
  const { t, i18n } = useTranslation(['plans', 'admin']);
  const planName = usePlanName();
  const [state, update] = useAddressState(LIST_ADDRESS);
  const list = useAdminPlansQuery({ page: state.page, per_page: state.perPage, ...(state.status ? { status: state.status } : {}) });
  const [change, changing] = useUpdateAdminPlanMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [newPlan, setNewPlan] = useState<PlanId>('basic');
  const date = (iso: string) => <time dateTime={iso}>{dateOf(i18n.language, iso)}</time>;

  const open = (kind: Pending['kind'], row: AdminPlanRow) => {
    // Changing offers the other plan first: the one the account has is rarely what the admin wants.
    if (kind === 'change') setNewPlan(PLAN_IDS.find((id) => id !== row.plan) ?? row.plan);
    setPending({ kind, row });
  };
  const confirm = async () => {
    if (!pending) return;
    const body: AdminPlanUpdate = pending.kind === 'change' ? { action: 'change', plan: newPlan } : { action: pending.kind };
    // The API client toasts the outcome in the admin's language; the dialog closes either way.
    await change({ userId: pending.row.user_id, change: body }).unwrap().catch(() => undefined);
    setPending(null);
  };

  const action = 'rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600';
  const columns: Column<AdminPlanRow>[] = [
    {
      header: t('admin.columns.account'),
      cell: (r) => (
        <div className="flex flex-col">
          <bdi className="font-medium text-gray-900">{r.name}</bdi>
          <span dir="ltr" className="text-start text-xs text-gray-600">
            {r.email}
          </span>
        </div>
      ),
    },
    { header: t('admin.columns.role'), cell: (r) => (isRole(r.role) ? t(`common:roles.${r.role}`) : r.role) },
    { header: t('admin.columns.plan'), cell: (r) => planName(r.plan) },
    { header: t('admin.columns.status'), cell: (r) => <PlanStatusBadge status={r.status} /> },
    {
      header: t('admin.columns.ends'),
      className: 'whitespace-nowrap',
      cell: (r) => (
        <div className="flex flex-col text-gray-700">
          {r.status === 'trialing' && r.trial_ends_at ? <span>{t('admin.trialEnds', { date: dateOf(i18n.language, r.trial_ends_at) })}</span> : r.current_period_end && date(r.current_period_end)}
          {r.invoice_number && <span className="text-xs text-gray-600">{t('admin.invoice', { number: r.invoice_number })}</span>}
        </div>
      ),
    },
    { header: t('admin.columns.billing'), cell: (r) => t(`admin.billing.${r.billing}`) },
    {
      header: t('admin.columns.actions'),
      // The narrowest the actions fit: one above the other, so that the list stays on a laptop's screen.
      className: 'w-px',
      cell: (r) => (
        <div className="flex flex-col items-start gap-0.5">
          {r.status === 'pending' && r.invoice_number && (
            <button type="button" className={`${action} text-success-700`} aria-label={t('admin.recordPaymentOf', { name: r.name })} onClick={() => open('record_payment', r)}>
              {t('admin.recordPayment')}
            </button>
          )}
          {changeable(r) && (
            <button type="button" className={`${action} text-primary-700`} aria-label={t('admin.changeOf', { name: r.name })} onClick={() => open('change', r)}>
              {t('admin.change')}
            </button>
          )}
          {r.status !== 'lapsed' && (
            <button type="button" className={`${action} text-danger-700`} aria-label={t('admin.cancelOf', { name: r.name })} onClick={() => open('cancel', r)}>
              {t('admin.cancel')}
            </button>
          )}
        </div>
      ),
    },
  ];

  const row = pending?.row;
  const name = isolated(row?.name ?? '');
  const dialog = {
    record_payment: {
      title: t('admin.recordTitle', { number: row?.invoice_number ?? '' }),
      description: t('admin.recordDescription', { name, plan: row ? planName(row.plan) : '' }),
      confirmLabel: t('admin.recordPayment'),
    },
    change: { title: t('admin.changeTitle', { name }), description: t('admin.changeDescription'), confirmLabel: t('admin.change') },
    cancel: {
      title: t('admin.cancelTitle', { name }),
      description: t('admin.cancelDescription', { max: PLANS.basic.maxEbooks, days: PLAN_LAPSE_GRACE_DAYS }),
      confirmLabel: t('admin.cancel'),
    },
  }[pending?.kind ?? 'cancel'];

  return (
    <>
      <DataTable
        title={t('admin.title')}
        intro={t('admin.intro')}
        size="small"
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.user_id}
        loading={list.isFetching}
        page={state.page}
        pageSize={state.perPage}
        pageCount={list.data?.last_page ?? 1}
        onPageChange={(page) => update((s) => ({ ...s, page }))}
        onPageSizeChange={(perPage) => update((s) => ({ ...s, perPage, page: 1 }))}
        emptyText={state.status ? t('admin.emptyFiltered') : t('admin.empty')}
        onRetry={list.isError ? () => void list.refetch() : undefined}
        toolbar={
          <SelectField
            label={t('admin.status')}
            value={state.status}
            onChange={(e) => update((s) => ({ ...s, status: e.target.value as ListState['status'], page: 1 }))}
            className="min-w-44"
            placeholder={t('admin.allStatuses')}
            options={PLAN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        }
      />
      <ConfirmDialog open={pending !== null} onOpenChange={(isOpen) => !isOpen && setPending(null)} {...dialog} busy={changing.isLoading} onConfirm={() => void confirm()}>
        {pending?.kind === 'change' && (
          <SelectField
            label={t('admin.newPlan')}
            value={newPlan}
            onChange={(e) => setNewPlan(e.target.value as PlanId)}
            className="mt-4"
            options={PLAN_IDS.map((id) => ({ value: id, label: planName(id) }))}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
