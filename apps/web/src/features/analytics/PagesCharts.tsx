import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BookAnalytics } from '@folio/shared';
import { CHART_COLOURS, CHART_START_SIZE, ChartFigure, useChartDirection } from './ChartFigure';
import { formatDuration, formatPercent } from './format';

type Pages = BookAnalytics['pages'];

/** Page by page, in the book's order: the share of readers who reached each page (the funnel), and the time spent on each. */
export function PagesCharts({ pages }: { pages: Pages }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const direction = useChartDirection();
  const number = new Intl.NumberFormat(locale);
  const pageName = (page: number) => t('chart.pageN', { page: number.format(page) });
  const bars = (dataKey: 'reach' | 'avg_seconds', format: (value: number) => string, domain?: [number, number]) => (
    <ResponsiveContainer width="100%" height="100%" initialDimension={CHART_START_SIZE}>
      <BarChart data={pages} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
        <XAxis dataKey="page" tickFormatter={(page: number) => direction.label(number.format(page))} {...direction.xAxis} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} />
        {/* Durations ("1 min 30 sec") need more room than shares. */}
        <YAxis domain={domain} tickFormatter={(value: number) => direction.label(format(value))} {...direction.yAxis} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} width={dataKey === 'reach' ? 56 : 96} />
        <Tooltip labelFormatter={(page) => pageName(Number(page))} formatter={(value) => format(Number(value))} contentStyle={direction.html} />
        <Bar dataKey={dataKey} name={t(dataKey === 'reach' ? 'chart.reach' : 'chart.timeOnPage')} fill={CHART_COLOURS.primary} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ChartFigure
        title={t('chart.funnel')}
        chart={bars('reach', (share) => formatPercent(share, locale), [0, 1])}
        columns={[t('chart.page'), t('chart.reach'), t('cards.readers')]}
        rows={pages.map((p) => ({ key: p.page, cells: [pageName(p.page), formatPercent(p.reach, locale), number.format(p.readers)] }))}
      />
      <ChartFigure
        title={t('chart.timePerPage')}
        chart={bars('avg_seconds', (seconds) => formatDuration(seconds, locale))}
        columns={[t('chart.page'), t('chart.timeOnPage')]}
        rows={pages.map((p) => ({ key: p.page, cells: [pageName(p.page), formatDuration(p.avg_seconds, locale)] }))}
      />
    </div>
  );
}
