import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The colours of the charts: the theme's own (styles/index.css), so that the charts match the dashboard. */
/** The size a chart is drawn at until its box is measured (the first frame, and jsdom, which lays nothing out). */
export const CHART_START_SIZE = { width: 640, height: 256 };

export const CHART_COLOURS = { primary: 'var(--color-primary-600)', second: 'var(--color-warning-600)', grid: '#e5e7eb', text: '#4b5563' } as const;

/**
 * How a chart runs in the interface's direction: in Arabic time and pages run from the right, and the value axis
 * stands on the right, where the reading starts. The drawing itself stays left to right (its axes place their labels
 * by it), so `label` isolates a right-to-left label (a date, "1 د و30 ث") for it to read in its own direction, and
 * `html` gives the chart's HTML parts (its tooltip, its legend) the interface's direction back.
 */
export function useChartDirection() {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  return {
    xAxis: { reversed: rtl },
    yAxis: { orientation: rtl ? ('right' as const) : ('left' as const) },
    label: (text: string) => (rtl ? `\u2067${text}\u2069` : text),
    html: { direction: rtl ? ('rtl' as const) : ('ltr' as const) },
  };
}

interface Props {
  title: string;
  /** The chart itself, hidden from screen readers: the table below says the same. */
  chart: ReactNode;
  /** The table's column headings; each row's first cell names the row. */
  columns: string[];
  rows: { key: string | number; cells: string[] }[];
}

/**
 * A chart with its figures as a table that only screen readers read (a chart's drawing says nothing to them), under
 * one heading.
 */
export function ChartFigure({ title, chart, columns, rows }: Props) {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
      <h2 id={titleId} className="font-semibold text-gray-900">
        {title}
      </h2>
      <div aria-hidden className="h-64 w-full" dir="ltr">
        {chart}
      </div>
      <table className="sr-only">
        <caption>{t('chart.tableOf', { title })}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [head, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{head}</th>
              {rest.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
