import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Named } from '@folio/shared';
import { SearchBox } from '../../components/SearchBox';
import { SelectField } from '../../components/form/SelectField';
import { Button } from '../../components/Button';
import { hasLibraryFilters, LIBRARY_SORTS, type LibraryState } from './libraryQuery';

/**
 * Search (debounced), category and sort of the public library. Named as in the address, so that what a visitor
 * chose in the library's pre-rendered first screen carries over to the app (app/shell/handOver.ts).
 */
export function LibraryFilters({ state, categories, onChange }: { state: LibraryState; categories: Named[]; onChange: (change: Partial<LibraryState>) => void }) {
  const { t } = useTranslation('store');
  // The search box keeps its own text while typing; after 'Clear filters' it starts again, empty. Until the
  // address bar has caught up, it is told that the search in force is already '' (else it would put the old
  // words back).
  const [resets, setResets] = useState(0);
  const [cleared, setCleared] = useState(false);
  if (cleared && state.search === '') setCleared(false);
  const clear = () => {
    setResets((n) => n + 1);
    setCleared(state.search !== '');
    onChange({ search: '', category: '' });
  };
  return (
    <div role="search" aria-label={t('library.filters')} className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
      <div className="flex flex-col gap-1">
        <span aria-hidden className="text-sm font-medium text-gray-800">
          {t('library.search')}
        </span>
        <SearchBox key={resets} name="q" label={t('library.search')} placeholder={t('library.searchPlaceholder')} value={cleared ? '' : state.search} onSearch={(search) => onChange({ search })} />
      </div>
      <SelectField
        name="category"
        label={t('library.category')}
        className="min-w-48"
        value={state.category}
        placeholder={t('library.allCategories')}
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <SelectField
        name="sort"
        label={t('library.sort')}
        className="min-w-48"
        value={state.sort}
        options={LIBRARY_SORTS.map((s) => ({ value: s, label: t(`library.sorts.${s}`) }))}
        onChange={(e) => onChange({ sort: e.target.value as LibraryState['sort'] })}
      />
      {hasLibraryFilters(state) && (
        <Button variant="ghost" onClick={clear}>
          <X aria-hidden className="size-4" />
          {t('library.clear')}
        </Button>
      )}
    </div>
  );
}
