import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { couponValidity, type Coupon } from '@folio/shared';
import { ResourcePage } from '../resource/ResourcePage';
import { StatusBadge } from '../resource/StatusBadge';
import { CouponForm } from './CouponForm';
import { dayFormat, formatDiscount } from './format';

/** Coupons (spec §2, §3): searched by code; a badge tells when today is outside a coupon's dates. */
export default function CouponsPage() {
  const { t, i18n } = useTranslation('coupons');
  const { t: tAdmin } = useTranslation('admin');
  const day = dayFormat(i18n.language);
  const number = new Intl.NumberFormat(i18n.language);
  const now = new Date();
  return (
    <ResourcePage<Coupon>
      resource="coupons"
      text={t}
      describe={(c) => c.code}
      wideForm
      errorKeys={{ submit: 'coupons:submitError', delete: 'coupons:deleteError' }}
      Form={CouponForm}
      columns={[
        { header: t('fields.code'), cell: (c) => <code className="font-mono font-semibold text-gray-900" dir="ltr">{c.code}</code> },
        {
          header: t('columns.discount'),
          className: 'whitespace-nowrap',
          cell: (c) => (
            <div className="flex flex-col">
              <span className="font-medium text-gray-900">{formatDiscount(c, i18n.language)}</span>
              <span className="text-xs text-gray-600">{t(`discountTypes.${c.discount_type}`)}</span>
            </div>
          ),
        },
        { header: t('fields.applies_to'), cell: (c) => t(`targets.${c.applies_to}`) },
        {
          header: t('columns.validity'),
          className: 'whitespace-nowrap',
          cell: (c) => (
            <span>
              <time dateTime={c.start_date}>{day.format(new Date(c.start_date))}</time> – <time dateTime={c.end_date}>{day.format(new Date(c.end_date))}</time>
            </span>
          ),
        },
        // A usage limit of 0 means unlimited (docs/decisions/004).
        { header: t('columns.uses'), className: 'whitespace-nowrap', cell: (c) => `${number.format(c.used_count)} / ${c.usage_limit === 0 ? '∞' : number.format(c.usage_limit)}` },
        {
          header: tAdmin('common.status'),
          cell: (c) => {
            const validity = couponValidity(c, now);
            return (
              <div className="flex flex-wrap gap-1">
                <StatusBadge status={c.status} />
                {validity !== 'current' && (
                  <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', validity === 'expired' ? 'bg-danger-200/40 text-danger-700' : 'bg-primary-50 text-primary-700')}>
                    {t(`validity.${validity}`)}
                  </span>
                )}
              </div>
            );
          },
        },
      ]}
    />
  );
}
