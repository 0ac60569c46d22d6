import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { APPROVAL_STATUSES, BOOK_TYPES, EBOOK_STATUSES } from '@folio/shared';
import { Button } from '../../../components/Button';
import { SearchSelect, type SelectOption } from '../../../components/form/SearchSelect';
import { SelectField } from '../../../components/form/SelectField';
import { useLookup, useLookupAllowed } from '../../ebooks/lookups';

export interface EbookFilterValues {
  author: SelectOption | null;
  publisher: SelectOption | null;
  book_type: string;
  status: string;
  approval_status: string;
}

const NO_FILTERS: EbookFilterValues = { author: null, publisher: null, book_type: '', status: '', approval_status: '' };

/** The filters of the list query, kept in the address; the pickers' names are kept beside their ids, never sent. */
export const EBOOK_FILTER_KEYS = ['author_id', 'publisher_id', 'book_type', 'status', 'approval_status'] as const;
export const EBOOK_FILTER_LABELS = ['author', 'publisher'] as const;

const option = (value: string | undefined, label: string | undefined): SelectOption | null => (value ? { value, label: label || value } : null);

/** The filters as the address keeps them (useTableState's `kept`). */
export const filtersFromAddress = (kept: Record<string, string>): EbookFilterValues => ({
  author: option(kept.author_id, kept.author),
  publisher: option(kept.publisher_id, kept.publisher),
  book_type: kept.book_type ?? '',
  status: kept.status ?? '',
  approval_status: kept.approval_status ?? '',
});

/** The filters for the address: every key, an unset one empty (which clears it). */
export const filtersToAddress = (f: EbookFilterValues): Record<string, string> => ({
  author_id: f.author?.value ?? '',
  author: f.author?.label ?? '',
  publisher_id: f.publisher?.value ?? '',
  publisher: f.publisher?.label ?? '',
  book_type: f.book_type,
  status: f.status,
  approval_status: f.approval_status,
});

const isSet = (f: EbookFilterValues) => EBOOK_FILTER_KEYS.some((key) => filtersToAddress(f)[key]);

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
