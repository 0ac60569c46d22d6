import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { APPROVAL_STATUSES, BOOK_TYPES, EBOOK_STATUSES } from '@folio/shared';
import { Button } from '../../../components/Button';
import { SearchSelect, type SelectOption } from '../../../components/form/SearchSelect';
import { SelectField } from '../../../components/form/SelectField';
import { useLookup, useLookupAllowed } from './lookups';

export interface EbookFilterValues {
  author: SelectOption | null;
  publisher: SelectOption | null;
  book_type: string;
  status: string;
  approval_status: string;
}

export const NO_FILTERS: EbookFilterValues = { author: null, publisher: null, book_type: '', status: '', approval_status: '' };

/** The list query of the filters (empty ones stay out of the query string). */
export const filterQuery = (f: EbookFilterValues) => ({
  author_id: f.author?.value,
  publisher_id: f.publisher?.value,
  book_type: f.book_type,
  status: f.status,
  approval_status: f.approval_status,
});

const isSet = (f: EbookFilterValues) => Object.values(filterQuery(f)).some(Boolean);

/**
 * Spec §2 filters of the eBooks list: author, publisher, book type, status and approval status. The author and
 * publisher pickers search the catalogue, which only admins may read; for the others they are not shown.
 */
export function EbookFilters({ value, onChange }: { value: EbookFilterValues; onChange: (next: EbookFilterValues) => void }) {
  const { t } = useTranslation('ebooks');
  const authorsAllowed = useLookupAllowed('authors');
  const publishersAllowed = useLookupAllowed('publishers');
  const loadAuthors = useLookup('authors');
  const loadPublishers = useLookup('publishers');
  const set = <K extends keyof EbookFilterValues>(key: K, v: EbookFilterValues[K]) => onChange({ ...value, [key]: v });
  const choice = (key: 'book_type' | 'status' | 'approval_status', label: string, options: { value: string; label: string }[]) => (
    <SelectField label={label} value={value[key]} placeholder={t('filters.all')} options={options} onChange={(e) => set(key, e.target.value)} />
  );

  return (
    <div role="group" aria-label={t('filters.label')} className="order-last grid basis-full grid-cols-2 items-end gap-3 md:grid-cols-3 xl:grid-cols-6">
      {authorsAllowed && <SearchSelect label={t('filters.author')} value={value.author} onChange={(o) => set('author', o)} loadOptions={loadAuthors} placeholder={t('filters.all')} />}
      {publishersAllowed && <SearchSelect label={t('filters.publisher')} value={value.publisher} onChange={(o) => set('publisher', o)} loadOptions={loadPublishers} placeholder={t('filters.all')} />}
      {choice('book_type', t('fields.book_type'), BOOK_TYPES.map((b) => ({ value: b, label: t(`types.${b}`) })))}
      {choice('status', t('fields.status'), EBOOK_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })))}
      {choice('approval_status', t('fields.approval'), APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`approval.${s}`) })))}
      {isSet(value) && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)} title={t('filters.clear')}>
          <X aria-hidden className="size-4" />
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
