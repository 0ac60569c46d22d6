import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_DEFAULT_DAYS } from '@folio/shared';

/** The periods offered in one click, in days up to today. */
export const PRESET_DAYS = [7, 30, 90] as const;

/** The period a dashboard shows, as the address keeps it (?from=&to=, UTC days): either side may be unset. */
export interface Period {
  from?: string;
  to?: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A day (YYYY-MM-DD) that exists, or nothing: an address someone typed never reaches the server half-read. */
export const dayOrNothing = (value: string | null) => (value && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** The UTC day `days` before `day` (0: the day itself). */
const daysBefore = (day: string, days: number) => new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);
const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The last `days` days, today included, as the server counts its default period. */
export const lastDays = (days: number, now = new Date()): Required<Period> => {
  const to = todayUtc(now);
  return { from: daysBefore(to, days - 1), to };
};

/** Which preset `period` is, if any: no days in the address is the server's default. */
export function presetOf(period: Period, now = new Date()): number | null {
  if (!period.from && !period.to) return ANALYTICS_DEFAULT_DAYS;
  return PRESET_DAYS.find((days) => {
    const preset = lastDays(days, now);
    return preset.from === period.from && preset.to === period.to;
  }) ?? null;
}

/**
 * The period kept in the address, so that a link shows the same days; a change replaces the history entry (picking
 * days does not fill the Back button). `reversed`: the first day comes after the last, and nothing is asked.
 */
export function useAddressPeriod() {
  const [params, setParams] = useSearchParams();
  const from = dayOrNothing(params.get('from'));
  const to = dayOrNothing(params.get('to'));
  const period = useMemo<Period>(() => ({ from, to }), [from, to]);
  const setPeriod = useCallback(
    (next: Period) =>
      setParams(
        (was) => {
          const kept = new URLSearchParams(was);
          for (const key of ['from', 'to'] as const) {
            const day = next[key];
            if (day) kept.set(key, day);
            else kept.delete(key);
          }
          return kept;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { period, setPeriod, reversed: !!from && !!to && from > to };
}

/** The period as a query string (`from=…&to=…`), empty when the server's default is meant. */
export const periodQuery = (period: Period) => new URLSearchParams(Object.entries(period).filter((entry): entry is [string, string] => !!entry[1])).toString();
