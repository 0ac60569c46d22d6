import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { AnalyticsTotals } from '@folio/shared';
import { formatDuration, formatPercent, trendOf, type Trend } from './format';
import { useDayFormat } from './useDayFormat';

const FIGURES = ['views', 'readers', 'avg_seconds', 'completion'] as const;
type Figure = (typeof FIGURES)[number];

/** The card's arrow and share (seen), and the same in words (heard). */
function TrendLine({ trend, locale }: { trend: Trend; locale: string }) {
  const { t } = useTranslation('analytics');
  if (trend.direction === 'same' || trend.direction === 'new') return <span className="text-sm text-gray-600">{t(`trend.${trend.direction}`)}</span>;
  const percent = formatPercent(trend.share, locale);
  return (
    <span className={clsx('text-sm font-medium', trend.direction === 'up' ? 'text-success-700' : 'text-danger-700')}>
      <span aria-hidden>
        {trend.direction === 'up' ? '↑' : '↓'} {percent}
      </span>
      <span className="sr-only">{t(`trend.${trend.direction}`, { percent })}</span>
    </span>
  );
}

/**
 * The headline figures of the period (views, readers, reading time per reader, completion), each with how it moved
 * against the period of the same length just before. A book's figures counted from a `sample` of its readers say so.
 */
export function HeadlineCards({ now, before, previousPeriod, sample = 1 }: { now: AnalyticsTotals; before: AnalyticsTotals; previousPeriod: { from: string; to: string }; sample?: number }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const day = useDayFormat();
  const number = new Intl.NumberFormat(locale);
  const shown: Record<Figure, (totals: AnalyticsTotals) => string> = {
    views: (totals) => number.format(totals.views),
    readers: (totals) => number.format(totals.readers),
    avg_seconds: (totals) => formatDuration(totals.avg_seconds, locale),
    completion: (totals) => formatPercent(totals.completion, locale),
  };
  return (
    <section aria-labelledby="analytics-headline" className="flex flex-col gap-2">
      <h2 id="analytics-headline" className="sr-only">
        {t('cards.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {FIGURES.map((figure) => (
          <li key={figure} className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
            <span className="text-sm text-gray-600">{t(`cards.${figure}`)}</span>
            <span className="text-2xl font-bold text-gray-900 tabular-nums">{shown[figure](now)}</span>
            <TrendLine trend={trendOf(now[figure], before[figure])} locale={locale} />
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-600">{t('cards.compared', { from: day(previousPeriod.from), to: day(previousPeriod.to) })}</p>
      {sample < 1 && <p className="text-xs text-gray-600">{t('cards.sampled', { percent: formatPercent(sample, locale) })}</p>}
    </section>
  );
}
