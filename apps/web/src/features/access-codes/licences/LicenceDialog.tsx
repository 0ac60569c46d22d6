// The admin's dialog that sells a licence (the organisation, the books, the seats, an end date, the teachers) or
// changes one after its sale (all of these but the books).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_LICENCE_MAX_SEATS, SEAT_LICENCE_MESSAGES, type SeatLicence, type SeatLicenceUpdate } from '@folio/shared';
import { isolated } from '../../../app/i18n';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import type { SelectOption } from '../../../components/form/SearchSelect';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { errorBody } from '../../../http/client';
import { useFeatureNotice } from '../../../http/featureWords';
import { BooksPicker } from '../BooksPicker';
import { useEditSeatLicenceMutation, useSellSeatLicenceMutation } from './api';

type Errors = Partial<Record<'organisation' | 'ebook_ids' | 'seats' | 'valid_until' | 'teacher_emails', string>>;

const emailsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
const teacherEmailsOf = (licence: SeatLicence | undefined) => (licence?.teachers ?? []).flatMap((p) => (p.email ? [p.email] : []));
const sameEmails = (a: string[], b: string[]) => {
  const left = new Set(a.map((e) => e.toLowerCase()));
  const right = new Set(b.map((e) => e.toLowerCase()));
  return left.size === right.size && [...left].every((e) => right.has(e));
};

/** Sells a licence, or, given `licence`, changes it: only what was changed is sent (an ended licence keeps its past end). */
export function LicenceDialog({ licence, open, onOpenChange }: { licence?: SeatLicence; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('licences');
  const notice = useFeatureNotice('licences', SEAT_LICENCE_MESSAGES);
  const [sell, selling] = useSellSeatLicenceMutation();
  const [edit, editing] = useEditSeatLicenceMutation();
  const initialEnd = licence?.valid_until?.slice(0, 10) ?? '';
  const [organisation, setOrganisation] = useState(licence?.organisation ?? '');
  const [books, setBooks] = useState<SelectOption[]>([]);
  const [seats, setSeats] = useState(String(licence?.seats ?? 30));
  const [validUntil, setValidUntil] = useState(initialEnd);
  const [teachers, setTeachers] = useState(teacherEmailsOf(licence).join('\n'));
  const [errors, setErrors] = useState<Errors>({});
  const words = licence ? 'edit' : 'sell';
  const minSeats = Math.max(1, licence?.seats_used ?? 1);

  const changes = (changed: SeatLicence): SeatLicenceUpdate => ({
    ...(organisation.trim() !== changed.organisation && { organisation }),
    ...(Number(seats) !== changed.seats && { seats: Number(seats) }),
    ...(validUntil !== initialEnd && { valid_until: validUntil || null }),
    ...(!sameEmails(emailsOf(teachers), teacherEmailsOf(changed)) && { teacher_emails: emailsOf(teachers) }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const written = licence
        ? await edit({ id: licence.id, body: changes(licence) }).unwrap()
        : await sell({ organisation, ebook_ids: books.map((b) => b.value), seats: Number(seats), valid_until: validUntil || null, teacher_emails: emailsOf(teachers) }).unwrap();
      notice.done(written.message);
      setErrors({});
      onOpenChange(false);
    } catch (error) {
      const fields = (errorBody(error) as { errors?: Record<string, string[]> } | undefined)?.errors;
      if (!fields) return notice.failed(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, [message]]) => [field.split('.')[0], notice.words(message ?? '')])) as Errors);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={licence ? t('edit.title', { organisation: isolated(licence.organisation) }) : t('sell.title')}
      description={t(`${words}.intro`)}
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('sell.organisation')} value={organisation} maxLength={200} dir="auto" onChange={(e) => setOrganisation(e.target.value)} error={errors.organisation} required />
        {!licence && <BooksPicker label={t('sell.books')} hint={t('sell.booksHint')} error={errors.ebook_ids} books={books} onChange={setBooks} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sell.seats')}
            hint={
              licence
                ? t('edit.seatsHint', { used: licence.seats_used.toLocaleString(i18n.language), max: SEAT_LICENCE_MAX_SEATS.toLocaleString(i18n.language) })
                : t('sell.seatsHint', { max: SEAT_LICENCE_MAX_SEATS.toLocaleString(i18n.language) })
            }
            type="number"
            inputMode="numeric"
            min={minSeats}
            max={SEAT_LICENCE_MAX_SEATS}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            error={errors.seats}
            required
          />
          <TextField label={t('sell.validUntil')} hint={t('sell.validUntilHint')} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} error={errors.valid_until} />
        </div>
        <TextAreaField label={t('sell.teachers')} hint={t(`${words}.teachersHint`)} value={teachers} rows={3} dir="ltr" onChange={(e) => setTeachers(e.target.value)} error={errors.teacher_emails} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('sell.cancel')}
          </Button>
          <Button type="submit" disabled={selling.isLoading || editing.isLoading}>
            {t(`${words}.submit`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
