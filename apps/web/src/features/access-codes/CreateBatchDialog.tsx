// The dialog that makes a batch of access codes: the books, how many codes, seats per code, an expiry, a name.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { ACCESS_CODE_MAX_COUNT, ACCESS_CODE_MAX_SEATS, ACCESS_CODE_MESSAGES, type Ebook } from '@folio/shared';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SearchSelect, type SelectOption } from '../../components/form/SearchSelect';
import { TextField } from '../../components/form/TextField';
import { errorBody } from '../../http/client';
import { useFeatureNotice } from '../../http/featureWords';
import { resourceApi } from '../resources/api';
import { useMakeAccessCodesMutation } from './api';

type Errors = Partial<Record<'ebook_ids' | 'count' | 'seats' | 'expires_at' | 'name', string>>;

/** The books the maker may choose: their own published books (an admin's: any), searched by title. */
function useOwnPublishedBooks() {
  const [read] = resourceApi.useLazyResourceListQuery();
  return useCallback(
    async (search: string) =>
      ((await read({ resource: 'ebooks', params: { search, per_page: 20, status: 'published', approval_status: 'approved' }, redirectOnAuthError: false }, true).unwrap()).data as Ebook[]).map(
        (b): SelectOption => ({ value: b.id, label: b.title }),
      ),
    [read],
  );
}

/** Opens on "New batch"; once made, `onMade` gets the new batch's id (its page shows the codes). */
export function CreateBatchDialog({ open, onOpenChange, onMade }: { open: boolean; onOpenChange: (open: boolean) => void; onMade: (batchId: string) => void }) {
  const { t, i18n } = useTranslation('codes');
  const notice = useFeatureNotice('codes', ACCESS_CODE_MESSAGES);
  const loadBooks = useOwnPublishedBooks();
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
        <div className="flex flex-col gap-2">
          <SearchSelect
            label={t('create.books')}
            hint={t('create.booksHint')}
            error={errors.ebook_ids}
            value={null}
            loadOptions={loadBooks}
            onChange={(option) => option && setBooks((chosen) => (chosen.some((b) => b.value === option.value) ? chosen : [...chosen, option]))}
          />
          {books.length > 0 && (
            <ul aria-label={t('create.chosen')} className="flex flex-wrap gap-2">
              {books.map((book) => (
                <li key={book.value} className="flex items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm text-primary-800">
                  <bdi>{book.label}</bdi>
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-primary-100"
                    aria-label={t('create.removeBook', { title: book.label })}
                    onClick={() => setBooks((chosen) => chosen.filter((b) => b.value !== book.value))}
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
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
