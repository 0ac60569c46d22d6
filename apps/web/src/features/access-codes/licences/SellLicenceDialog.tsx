// The admin's dialog that sells a licence: the organisation, the books, the seats, an end date, the teachers.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_LICENCE_MAX_SEATS, SEAT_LICENCE_MESSAGES } from '@folio/shared';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import type { SelectOption } from '../../../components/form/SearchSelect';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { errorBody } from '../../../http/client';
import { useFeatureNotice } from '../../../http/featureWords';
import { BooksPicker } from '../BooksPicker';
import { useSellSeatLicenceMutation } from './api';

type Errors = Partial<Record<'organisation' | 'ebook_ids' | 'seats' | 'valid_until' | 'teacher_emails', string>>;

export function SellLicenceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('licences');
  const notice = useFeatureNotice('licences', SEAT_LICENCE_MESSAGES);
  const [sell, { isLoading }] = useSellSeatLicenceMutation();
  const [organisation, setOrganisation] = useState('');
  const [books, setBooks] = useState<SelectOption[]>([]);
  const [seats, setSeats] = useState('30');
  const [validUntil, setValidUntil] = useState('');
  const [teachers, setTeachers] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const sold = await sell({
        organisation,
        ebook_ids: books.map((b) => b.value),
        seats: Number(seats),
        valid_until: validUntil || null,
        teacher_emails: teachers.split(/[\s,;]+/).filter(Boolean),
      }).unwrap();
      notice.done(sold.message);
      setErrors({});
      onOpenChange(false);
    } catch (error) {
      const fields = (errorBody(error) as { errors?: Record<string, string[]> } | undefined)?.errors;
      if (!fields) return notice.failed(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, [message]]) => [field.split('.')[0], notice.words(message ?? '')])) as Errors);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('sell.title')} description={t('sell.intro')}>
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('sell.organisation')} value={organisation} maxLength={200} onChange={(e) => setOrganisation(e.target.value)} error={errors.organisation} required />
        <BooksPicker label={t('sell.books')} hint={t('sell.booksHint')} error={errors.ebook_ids} books={books} onChange={setBooks} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('sell.seats')} hint={t('sell.seatsHint', { max: SEAT_LICENCE_MAX_SEATS.toLocaleString(i18n.language) })} type="number" inputMode="numeric" min={1} max={SEAT_LICENCE_MAX_SEATS} value={seats} onChange={(e) => setSeats(e.target.value)} error={errors.seats} required />
          <TextField label={t('sell.validUntil')} hint={t('sell.validUntilHint')} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} error={errors.valid_until} />
        </div>
        <TextAreaField label={t('sell.teachers')} hint={t('sell.teachersHint')} value={teachers} rows={3} dir="ltr" onChange={(e) => setTeachers(e.target.value)} error={errors.teacher_emails} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('sell.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {t('sell.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
