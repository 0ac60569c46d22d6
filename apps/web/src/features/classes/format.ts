import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and times of the classes' screens in the reader's language ("3 Dec 2026", "3 Dec 2026, 10:42"). */
export function useDates() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return { day: (iso: string) => day.format(new Date(iso)), moment: (iso: string) => moment.format(new Date(iso)) };
  }, [i18n.language]);
}

/** Where pupils join a class by its code: the join page of this site. */
export const joinUrl = (code: string) => `${window.location.origin}/join/${encodeURIComponent(code)}`;
