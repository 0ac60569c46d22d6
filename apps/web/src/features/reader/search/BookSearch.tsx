import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { BOOK_SEARCH_MAX_LENGTH, type BookSearchHit } from '@folio/shared';
import { useAppDispatch } from '../../../app/hooks';
import { goToPage } from '../readerSlice';
import { SidePanel } from '../SidePanel';
import { useBookSearch } from './useBookSearch';
import { isolated } from '../../../app/i18n';

/** The excerpt of a hit, with the words found marked. */
function Excerpt({ hit }: { hit: BookSearchHit }) {
  const { excerpt, match_start: start, match_length: length } = hit;
  return (
    <span dir="auto" className="block text-sm leading-snug text-slate-200">
      {excerpt.slice(0, start)}
      <mark className="rounded-sm bg-amber-300 px-0.5 text-slate-950">{excerpt.slice(start, start + length)}</mark>
      {excerpt.slice(start + length)}
    </span>
  );
}

/**
 * Search inside the book (the reader's magnifier): the pages that hold the words, each with its sentence;
 * choosing one turns the reader to it. Drawn inside the reader, so that it shows in full screen.
 */
export function BookSearch({ container, anonymous, preview, onClose, onSearched }: {
  container: HTMLElement | null;
  anonymous: boolean;
  preview: boolean;
  onClose: () => void;
  /** The words of each search asked (reading analytics). */
  onSearched?: (words: string) => void;
}) {
  const { t } = useTranslation('reader');
  const dispatch = useAppDispatch();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const { state, retry } = useBookSearch(query, anonymous);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = draft.trim();
    setQuery(words);
    if (words) onSearched?.(words);
  };
  const open = (page: number) => {
    dispatch(goToPage(page));
    onClose();
  };

  let status = '';
  if (state.status === 'searching') status = t('search.searching');
  else if (state.status === 'failed') status = t('search.failed');
  else if (state.status === 'done') {
    const { hits, more } = state.result;
    const words = isolated(state.result.query);
    status = hits.length === 0 ? t('search.none', { query: words }) : more ? t('search.more', { count: hits.length, query: words }) : t('search.found', { count: hits.length, query: words });
  }

  return (
    <SidePanel
      container={container}
      side="end"
      width="w-[min(24rem,100vw)]"
      title={t('search.title')}
      description={t('search.description')}
      closeLabel={t('search.close')}
      onOpenChange={(next) => !next && onClose()}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        input.current?.focus();
      }}
    >
          <form role="search" onSubmit={submit} className="flex gap-2 border-b border-white/10 p-4">
            <label htmlFor={inputId} className="sr-only">
              {t('search.label')}
            </label>
            <input
              ref={input}
              id={inputId}
              type="search"
              dir="auto"
              value={draft}
              maxLength={BOOK_SEARCH_MAX_LENGTH}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t('search.placeholder')}
              className="min-w-0 flex-1 rounded-lg border border-white/20 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-primary-300"
            />
            <button type="submit" disabled={!draft.trim()} className="inline-flex items-center gap-1.5 rounded-lg bg-primary-600 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-300 disabled:opacity-50">
              <Search aria-hidden className="size-4" />
              {t('search.submit')}
            </button>
          </form>
          <div className="flex-1 overflow-y-auto p-4">
            <p role="status" className="text-sm text-slate-300">
              {status || t('search.hint')}
            </p>
            {state.status === 'done' && preview && <p className="mt-1 text-xs text-amber-300">{t('search.previewOnly', { count: state.result.searched_pages })}</p>}
            {state.status === 'failed' && (
              <button type="button" onClick={retry} className="mt-2 rounded-lg border border-white/20 px-3 py-1.5 text-sm hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300">
                {t('search.retry')}
              </button>
            )}
            {state.status === 'done' && state.result.hits.length > 0 && (
              <ul className="mt-3 flex flex-col gap-2" aria-label={t('search.results')}>
                {state.result.hits.map((hit) => (
                  <li key={hit.page}>
                    <button
                      type="button"
                      onClick={() => open(hit.page)}
                      className="flex w-full flex-col gap-1 rounded-lg bg-white/5 p-3 text-start hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300"
                    >
                      <span className="text-xs font-semibold text-primary-200">{t('search.page', { n: hit.page + 1 })}</span>
                      <Excerpt hit={hit} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
    </SidePanel>
  );
}
