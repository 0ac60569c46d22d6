import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AccountAnalytics } from '@folio/shared';
import { CHART_COLOURS, CHART_START_SIZE, ChartFigure, useChartDirection } from './ChartFigure';
import { formatDuration } from './format';
import { useDayFormat } from './useDayFormat';

/** Views and readers day by day over the period, with each day's reading time in the table. */
export function SeriesChart({ series }: { series: AccountAnalytics['series'] }) {
  const { t, i18n } = useTranslation('analytics');
  const direction = useChartDirection();
  const day = useDayFormat();
  const number = new Intl.NumberFormat(i18n.language);
  const views = t('cards.views');
  const readers = t('cards.readers');
  return (
    <ChartFigure
      title={t('chart.overTime')}
      chart={
        <ResponsiveContainer width="100%" height="100%" initialDimension={CHART_START_SIZE}>
          <LineChart data={series} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={(d: string) => direction.label(day(d))} {...direction.xAxis} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} minTickGap={24} />
            <YAxis allowDecimals={false} tickFormatter={(n: number) => direction.label(number.format(n))} {...direction.yAxis} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} width={48} />
            <Tooltip labelFormatter={(label) => day(String(label))} formatter={(value) => number.format(Number(value))} contentStyle={direction.html} />
            {/* In the order the lines are drawn, not by name. */}
            <Legend wrapperStyle={direction.html} itemSorter={null} />
            <Line type="monotone" dataKey="views" name={views} stroke={CHART_COLOURS.primary} strokeWidth={2} dot={false} isAnimationActive={false} />
            {/* Dashed: on days when every view is a new reader the two lines are one, and both must still show. */}
            <Line type="monotone" dataKey="readers" name={readers} stroke={CHART_COLOURS.second} strokeWidth={2} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      }
      columns={[t('chart.day'), views, readers, t('chart.readingTime')]}
      rows={series.map((d) => ({ key: d.day, cells: [day(d.day), number.format(d.views), number.format(d.readers), formatDuration(d.seconds, i18n.language)] }))}
    />
  );
}
