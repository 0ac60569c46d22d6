import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { SearchSelect, type SelectOption } from '../../components/form/SearchSelect';
import { usePublishedBookOptions } from './bookOptions';

/** One or several published books, searched by title, the chosen ones listed with a button to take each out. */
export function BooksPicker({ label, hint, error, books, onChange }: { label: string; hint: string; error?: string; books: SelectOption[]; onChange: (books: SelectOption[]) => void }) {
  const { t } = useTranslation('codes');
  const loadBooks = usePublishedBookOptions();
  return (
    <div className="flex flex-col gap-2">
      <SearchSelect
        label={label}
        hint={hint}
        error={error}
        value={null}
        loadOptions={loadBooks}
        onChange={(option) => option && !books.some((b) => b.value === option.value) && onChange([...books, option])}
      />
      {books.length > 0 && (
        <ul aria-label={t('create.chosen')} className="flex flex-wrap gap-2">
          {books.map((book) => (
            <li key={book.value} className="flex items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm text-primary-800">
              <bdi>{book.label}</bdi>
              <button type="button" className="rounded-full p-1 hover:bg-primary-100" aria-label={t('create.removeBook', { title: book.label })} onClick={() => onChange(books.filter((b) => b.value !== book.value))}>
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
