/**
 * Reading figures in the reader's language: a duration in hours, minutes and seconds ("3 min, 20 sec"; Arabic and
 * Bengali digits come from Intl), shares as percentages, and how a figure moved against the period before.
 */
export function formatDuration(seconds: number, locale: string): string {
  const whole = Math.max(0, Math.round(seconds));
  const parts: [number, 'hour' | 'minute' | 'second'][] = [
    [Math.floor(whole / 3600), 'hour'],
    [Math.floor((whole % 3600) / 60), 'minute'],
    [whole % 60, 'second'],
  ];
  const shown = parts.filter(([n]) => n > 0);
  const unit = (n: number, name: string) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(n);
  if (shown.length === 0) return unit(0, 'second');
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(shown.map(([n, name]) => unit(n, name)));
}

export const formatPercent = (share: number, locale: string) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

export type Trend = { direction: 'up' | 'down'; share: number } | { direction: 'same' } | { direction: 'new' };

/** How `now` compares with `before`: up or down by a share of `before`, the same, or new (nothing before to compare with). */
export function trendOf(now: number, before: number): Trend {
  if (now === before) return { direction: 'same' };
  if (before === 0) return { direction: 'new' };
  return { direction: now > before ? 'up' : 'down', share: Math.abs(now - before) / before };
}
