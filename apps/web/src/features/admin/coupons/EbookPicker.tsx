import { useCallback, useEffect, useState } from 'react';
import type { Ebook, ListResponse } from '@folio/shared';
import { fetchData } from '../../../http/client';
import { SearchSelect, type SelectOption } from '../../../components/form/SearchSelect';

const option = (b: Pick<Ebook, 'id' | 'title'>): SelectOption => ({ value: b.id, label: b.title });

/** The e-book of an item-specific coupon, searched by title; the value is the book's id. */
export function EbookPicker({ label, hint, error, value, onChange }: { label: string; hint: string; error?: string; value: string; onChange: (id: string) => void }) {
  const [chosen, setChosen] = useState<SelectOption | null>(null);

  // An existing coupon knows only the id: fetch the title once to show it.
  useEffect(() => {
    if (!value || chosen?.value === value) return;
    let live = true;
    fetchData<{ data: Ebook }>('/admin/ebooks', { id: value })
      .then(({ data }) => live && setChosen(option(data)))
      .catch(() => live && setChosen({ value, label: value }));
    return () => {
      live = false;
    };
  }, [value, chosen]);

  const loadOptions = useCallback(
    async (search: string) => (await fetchData<ListResponse<Ebook>>('/admin/ebooks', { search, per_page: 20 })).data.map(option),
    [],
  );

  return (
    <SearchSelect
      label={label}
      hint={hint}
      error={error}
      value={value ? chosen : null}
      loadOptions={loadOptions}
      onChange={(o) => {
        setChosen(o);
        onChange(o?.value ?? '');
      }}
    />
  );
}
