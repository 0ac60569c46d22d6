import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MESSAGES, ANALYTICS_PERIOD_MAX_DAYS, type AnalyticsQuery } from '@folio/shared';
import { sql } from 'drizzle-orm';
import { validationFailed } from '../../lib/http-error.ts';

const DAY_MS = 86_400_000;

/** A period of whole UTC days, both ends included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The number of days a period covers. */
const lengthOf = ({ from, to }: Period) => Math.round((timeOf(to) - timeOf(from)) / DAY_MS) + 1;

/** The period asked for: by default the last ANALYTICS_DEFAULT_DAYS days up to today; a missing end is filled from the other. */
export function periodOf(query: AnalyticsQuery, now = new Date()): Period {
  const to = query.to ?? (query.from ? dayOf(Math.min(now.getTime(), timeOf(query.from) + (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS)) : dayOf(now.getTime()));
  const from = query.from ?? dayOf(timeOf(to) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS);
  const period = { from, to };
  if (from > to || lengthOf(period) > ANALYTICS_PERIOD_MAX_DAYS) throw validationFailed({ from: [ANALYTICS_MESSAGES.badPeriod] }, ANALYTICS_MESSAGES.badPeriod);
  return period;
}

/** The period of the same length just before, to compare with. */
export function previousOf(period: Period): Period {
  const days = lengthOf(period);
  return { from: dayOf(timeOf(period.from) - days * DAY_MS), to: dayOf(timeOf(period.from) - DAY_MS) };
}

/** Every day of a period, in order (a chart shows the days without reading as zero). */
export function daysOf(period: Period): string[] {
  return Array.from({ length: lengthOf(period) }, (_, i) => dayOf(timeOf(period.from) + i * DAY_MS));
}

/** The period as a condition on a rollup table's `day`. */
export const inPeriod = ({ from, to }: Period) => sql`day between ${from}::date and ${to}::date`;
