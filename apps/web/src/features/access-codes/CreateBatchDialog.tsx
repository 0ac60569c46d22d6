// The dialog that makes a batch of access codes: the books, how many codes, seats per code, an expiry, a name.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_CODE_MAX_COUNT, ACCESS_CODE_MAX_SEATS, ACCESS_CODE_MESSAGES } from '@folio/shared';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import type { SelectOption } from '../../components/form/SearchSelect';
import { TextField } from '../../components/form/TextField';
import { errorBody } from '../../http/client';
import { useFeatureNotice } from '../../http/featureWords';
import { useMakeAccessCodesMutation } from './api';
import { BooksPicker } from './BooksPicker';

type Errors = Partial<Record<'ebook_ids' | 'count' | 'seats' | 'expires_at' | 'name', string>>;

/** Opens on "New batch"; once made, `onMade` gets the new batch's id (its page shows the codes). */
export function CreateBatchDialog({ open, onOpenChange, onMade }: { open: boolean; onOpenChange: (open: boolean) => void; onMade: (batchId: string) => void }) {
  const { t, i18n } = useTranslation('codes');
  const notice = useFeatureNotice('codes', ACCESS_CODE_MESSAGES);
  const [make, { isLoading }] = useMakeAccessCodesMutation();
  const [books, setBooks] = useState<SelectOption[]>([]);
  const [count, setCount] = useState('10');
  const [seats, setSeats] = useState('1');
  const [expires, setExpires] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (books.length === 0) return setErrors({ ebook_ids: notice.words(ACCESS_CODE_MESSAGES.booksRequired) });
    try {
      const made = await make({ ebook_ids: books.map((b) => b.value), count: Number(count), seats: Number(seats), expires_at: expires || null, name }).unwrap();
      notice.done(made.message);
      setErrors({});
      onMade(made.data.id);
    } catch (error) {
      const fields = (errorBody(error) as { errors?: Record<string, string[]> } | undefined)?.errors;
      if (!fields) return notice.failed(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, [message]]) => [field.split('.')[0], notice.words(message ?? '')])) as Errors);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('create.title')} description={t('create.intro')}>
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <BooksPicker label={t('create.books')} hint={t('create.booksHint')} error={errors.ebook_ids} books={books} onChange={setBooks} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('create.count')} hint={t('create.countHint', { max: ACCESS_CODE_MAX_COUNT.toLocaleString(i18n.language) })} type="number" inputMode="numeric" min={1} max={ACCESS_CODE_MAX_COUNT} value={count} onChange={(e) => setCount(e.target.value)} error={errors.count} required />
          <TextField label={t('create.seats')} hint={t('create.seatsHint', { max: ACCESS_CODE_MAX_SEATS.toLocaleString(i18n.language) })} type="number" inputMode="numeric" min={1} max={ACCESS_CODE_MAX_SEATS} value={seats} onChange={(e) => setSeats(e.target.value)} error={errors.seats} required />
        </div>
        <TextField label={t('create.expires')} hint={t('create.expiresHint')} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} error={errors.expires_at} />
        <TextField label={t('create.name')} hint={t('create.nameHint')} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
