// /classes/licences: a school's seat licences. An admin sells them; the licence's teachers give their seats to pupils
// (and to accounts by e-mail address).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, School } from 'lucide-react';
import { SEAT_LICENCE_MESSAGES, type SeatLicence } from '@folio/shared';
import { isolated } from '../../../app/i18n';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BackLink } from '../../../components/BackLink';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useFeatureNotice } from '../../../http/featureWords';
import { useClassesQuery, useStudentsQuery } from '../../classes/api';
import { dayOf, momentOf } from '../format';
import { useFreeSeatMutation, useGiveSeatMutation, useSeatLicencesQuery } from './api';
import { LicenceDialog } from './LicenceDialog';

/** Gives a seat to a pupil of one of the teacher's classes: the class, then the pupil. */
function GiveSeat({ licence }: { licence: SeatLicence }) {
  const { t } = useTranslation('licences');
  const notice = useFeatureNotice('licences', SEAT_LICENCE_MESSAGES);
  const classes = useClassesQuery({ page: 1, per_page: 100 });
  const [classId, setClassId] = useState('');
  const pupils = useStudentsQuery(classId, { skip: !classId });
  const [pupilId, setPupilId] = useState('');
  const [give, { isLoading }] = useGiveSeatMutation();
  const held = new Set(licence.holders.map((h) => h.user.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pupilId) return;
    if (await notice.run(give({ licenceId: licence.id, body: { user_id: pupilId } }).unwrap())) setPupilId('');
  };
  const full = !licence.valid || licence.seats_used >= licence.seats;

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3 border-t border-gray-200 p-4">
      <SelectField
        label={t('give.class')}
        value={classId}
        onChange={(e) => (setClassId(e.target.value), setPupilId(''))}
        className="min-w-48"
        placeholder={t('give.chooseClass')}
        options={(classes.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      <SelectField
        label={t('give.pupil')}
        value={pupilId}
        onChange={(e) => setPupilId(e.target.value)}
        disabled={!classId}
        className="min-w-48"
        placeholder={t('give.choosePupil')}
        options={(pupils.data ?? []).filter((p) => !held.has(p.id)).map((p) => ({ value: p.id, label: p.name }))}
      />
      <Button type="submit" disabled={!pupilId || isLoading || full}>
        {t('give.submit')}
      </Button>
    </form>
  );
}

/** Gives a seat to an account named by its e-mail address: a colleague, or a pupil with an account of their own. */
function GiveSeatByEmail({ licence }: { licence: SeatLicence }) {
  const { t } = useTranslation('licences');
  const notice = useFeatureNotice('licences', SEAT_LICENCE_MESSAGES);
  const [give, { isLoading }] = useGiveSeatMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    try {
      notice.done((await give({ licenceId: licence.id, body: { email } }).unwrap()).message);
      setEmail('');
      setError(undefined);
    } catch (refused) {
      setError(notice.refusal(refused));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-start gap-3 px-4 pb-4">
      <TextField
        label={t('give.email')}
        hint={t('give.emailHint')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => (setEmail(e.target.value), setError(undefined))}
        error={error}
        className="min-w-72"
      />
      <Button type="submit" variant="secondary" className="mt-6" disabled={!email.trim() || isLoading || !licence.valid || licence.seats_used >= licence.seats}>
        {t('give.submitEmail')}
      </Button>
    </form>
  );
}

/**
 * One licence: its books, seats and end, who holds a seat (each freed after a confirmation), and giving one more; an
 * admin changes what was sold (Edit).
 */
function LicenceCard({ licence, mayEdit }: { licence: SeatLicence; mayEdit: boolean }) {
  const { t, i18n } = useTranslation('licences');
  const notice = useFeatureNotice('licences', SEAT_LICENCE_MESSAGES);
  const [free, { isLoading }] = useFreeSeatMutation();
  const [freeing, setFreeing] = useState<SeatLicence['holders'][number] | null>(null);
  const [editing, setEditing] = useState(false);
  // Each opening starts the dialog afresh from the licence as it is now; it stays mounted while closed, so that
  // closing it gives the focus back to Edit.
  const [openings, setOpenings] = useState(0);
  const titleId = useId();
  const confirm = async () => {
    if (!freeing) return;
    await notice.run(free({ licenceId: licence.id, userId: freeing.user.id }).unwrap());
    setFreeing(null);
  };
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-start justify-between gap-2 p-4">
        <div>
          <h2 id={titleId} dir="auto" className="text-lg font-semibold text-gray-900">{licence.organisation}</h2>
          <p className="text-sm text-gray-700">
            {t('books')} {licence.books.map((b) => b.title).join(', ')}
          </p>
          <p className="text-sm text-gray-600">
            {licence.valid_until ? (licence.valid ? t('until', { date: dayOf(i18n.language, licence.valid_until) }) : t('ended', { date: dayOf(i18n.language, licence.valid_until) })) : t('noEnd')}
            {licence.teachers.length > 0 && ` · ${t('teachers', { names: licence.teachers.map((p) => p.name).join(', ') })}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800 tabular-nums">
            {t('seatsUsed', { used: licence.seats_used.toLocaleString(i18n.language), total: licence.seats.toLocaleString(i18n.language) })}
          </p>
          {mayEdit && (
            <Button variant="secondary" aria-label={t('editNamed', { organisation: licence.organisation })} onClick={() => (setOpenings((n) => n + 1), setEditing(true))}>
              <Pencil aria-hidden className="size-4" />
              {t('editLicence')}
            </Button>
          )}
        </div>
      </header>
      {licence.holders.length === 0 ? (
        <p className="border-t border-gray-200 p-4 text-sm text-gray-600">{t('noHolders')}</p>
      ) : (
        <ul aria-label={t('holders')} className="divide-y divide-gray-100 border-t border-gray-200">
          {licence.holders.map((h) => (
            <li key={h.user.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
              <span>
                <bdi className="font-medium text-gray-900">{h.user.name}</bdi>
                <span className="text-gray-600"> · {momentOf(i18n.language, h.assigned_at)}</span>
              </span>
              <Button variant="secondary" aria-label={t('freeNamed', { name: h.user.name })} onClick={() => setFreeing(h)}>
                {t('free')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <GiveSeat licence={licence} />
      <GiveSeatByEmail licence={licence} />
      <ConfirmDialog
        open={freeing !== null}
        onOpenChange={(open) => !open && setFreeing(null)}
        title={t('freeTitle', { name: isolated(freeing?.user.name ?? '') })}
        description={t('freeDescription')}
        confirmLabel={t('free')}
        busy={isLoading}
        onConfirm={() => void confirm()}
      />
      {mayEdit && <LicenceDialog key={openings} licence={licence} open={editing} onOpenChange={setEditing} />}
    </section>
  );
}

export default function SeatLicencesPage() {
  const { t } = useTranslation('licences');
  useDocumentTitle(t('title'));
  const { data, isError, isLoading } = useSeatLicencesQuery();
  const [selling, setSelling] = useState(false);
  return (
    <div className="flex flex-col gap-6" aria-busy={isLoading}>
      <BackLink to="/classes">{t('back')}</BackLink>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-gray-600">{t('intro')}</p>
        </div>
        {data?.may_sell && (
          <Button onClick={() => setSelling(true)}>
            <Plus aria-hidden className="size-4" />
            {t('sellLicence')}
          </Button>
        )}
      </header>
      {isError && <ErrorBanner message={t('loadError')} />}
      {data && data.data.length === 0 && (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
          <School aria-hidden className="size-10 text-gray-400" />
          <p className="mt-3 max-w-md text-gray-600">{t('empty')}</p>
        </div>
      )}
      {data?.data.map((licence) => <LicenceCard key={licence.id} licence={licence} mayEdit={data.may_edit} />)}
      {data?.may_sell && <LicenceDialog open={selling} onOpenChange={setSelling} />}
    </div>
  );
}
