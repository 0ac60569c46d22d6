import type { BookAnalytics } from '@folio/shared';

/** A CSV field, quoted when it holds a comma, a quote or a line break; a leading formula sign is defused for spreadsheets. */
const field = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const line = (values: (string | number)[]) => values.map(field).join(',');

/** A book's analytics as CSV: the period's days, then its pages (the funnel and the time per page). */
export function analyticsCsv(report: BookAnalytics): string {
  return [
    line(['day', 'views', 'readers', 'reading_seconds']),
    ...report.series.map((d) => line([d.day, d.views, d.readers, d.seconds])),
    '',
    line(['page', 'readers_reached', 'share_reached', 'avg_seconds']),
    ...report.pages.map((p) => line([p.page, p.readers, p.reach.toFixed(4), p.avg_seconds])),
  ].join('\r\n') + '\r\n';
}
