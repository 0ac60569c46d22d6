import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import type { ClassRecord } from '@folio/shared';
import { useRetentionQuery } from '../api';
import { useDates } from '../format';

/**
 * The class's pupils whose accounts will be deleted for lack of use (STUDENT_RETENTION_DAYS without a sign-in),
 * each with the day, so that the teacher can tell them to sign in or download their data first. Nothing shows
 * while no pupil is due, nor when the list cannot be read (the pupils' table says that failure already).
 */
export function RetentionNotice({ record, className }: { record: ClassRecord; className?: string }) {
  const { t } = useTranslation('classes');
  const dates = useDates();
  const heading = useId();
  const due = useRetentionQuery(record.id).data ?? [];
  if (due.length === 0) return null;
  const days = new Set(due.map((pupil) => dates.day(pupil.deletion_at)));
  // One day for all (the usual case: they were noticed together) goes into the sentence; else each line has its own.
  const oneDay = days.size === 1 ? [...days][0] : null;

  return (
    <section aria-labelledby={heading} className={clsx('rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900', className)}>
      <h2 id={heading} className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {t('retention.title', { count: due.length })}
      </h2>
      <p className="mt-1 text-sm">{oneDay ? t('retention.body', { count: due.length, date: oneDay }) : t('retention.bodyDates', { count: due.length })}</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        {due.map((pupil) => (
          <li key={pupil.id} className="flex flex-wrap gap-x-2">
            <bdi className="font-semibold">{pupil.name}</bdi>
            <span>{t('retention.deletedOn', { date: dates.day(pupil.deletion_at) })}</span>
            <span className="text-amber-800">{t('pupils.lastSignInShort', { when: pupil.last_sign_in_at ? dates.day(pupil.last_sign_in_at) : t('never') })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">{t('retention.hint')}</p>
    </section>
  );
}
