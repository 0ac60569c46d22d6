import { useCallback, useState } from 'react';
import type { Ebook } from '@folio/shared';
import { SearchSelect, type SelectOption } from '../../../components/form/SearchSelect';
import { useEbookQuery } from '../../ebooks/api';
import { resourceApi } from '../../resources/api';

const option = (b: Pick<Ebook, 'id' | 'title'>): SelectOption => ({ value: b.id, label: b.title });

/** The e-book of an item-specific coupon, searched by title; the value is the book's id. */
export function EbookPicker({ label, hint, error, value, onChange }: { label: string; hint: string; error?: string; value: string; onChange: (id: string) => void }) {
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  // An existing coupon knows only the id: the book is read once to show its title (its id if that fails).
  const known = chosen?.value === value ? chosen : null;
  const book = useEbookQuery(value, { skip: !value || known !== null });
  const shown = !value ? null : (known ?? (book.currentData ? option(book.currentData) : book.isError ? { value, label: value } : null));

  const [read] = resourceApi.useLazyResourceListQuery();
  const loadOptions = useCallback(
    async (search: string) => ((await read({ resource: 'ebooks', params: { search, per_page: 20 } }, true).unwrap()).data as Ebook[]).map(option),
    [read],
  );

  return (
    <SearchSelect
      label={label}
      hint={hint}
      error={error}
      value={shown}
      loadOptions={loadOptions}
      onChange={(o) => {
        setChosen(o);
        onChange(o?.value ?? '');
      }}
    />
  );
}
