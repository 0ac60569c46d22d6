import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A UTC day (YYYY-MM-DD) in the reader's language ("3 Dec 2026"): the day the server counted, whatever the reader's time zone. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }), [i18n.language]);
  return useCallback((day: string) => format.format(new Date(`${day}T00:00:00Z`)), [format]);
}
