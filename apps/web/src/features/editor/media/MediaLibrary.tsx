import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Film, Music } from 'lucide-react';
import { MEDIA_KINDS, type MediaItem, type MediaKind } from '@folio/shared';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { SearchedListHead, SearchedListPager, useSearchedPages } from '../sidebars/SearchedList';
import { getElementDefinition } from '../../../elements/registry';
import { useInsertElement } from '../sidebars/useInsertElement';
import { useMyMediaQuery } from './api';
import { isolated } from '../../../app/i18n';

/** The widest an image from the library lands: its own proportions, no wider than this. */
const IMAGE_MAX_WIDTH = 320;

/** A file's name without its extension: the title a player is announced by. */
const titleOf = (item: MediaItem) => (item.name ?? '').replace(/\.[^.]+$/, '');

/** The element a file becomes: an image at its own proportions, a sound or video player titled by its name. */
function fieldsOf(item: MediaItem) {
  if (item.kind === 'image') {
    const size = item.width && item.height ? { width: Math.min(IMAGE_MAX_WIDTH, item.width), height: Math.round((Math.min(IMAGE_MAX_WIDTH, item.width) * item.height) / item.width) } : undefined;
    // The alt text is the author's to write: the inspector asks for it (or for 'decorative').
    return { src: item.url, alt: '', ...(size && { size }) };
  }
  return { src: item.url, title: titleOf(item) };
}

/**
 * The media library, under the Insert panel's Media tab: the images, sounds and videos this user uploaded
 * before (GET /uploads), searchable by name; choosing one inserts it on the page, without uploading it again.
 */
export default function MediaLibrary() {
  const { t } = useTranslation('editor');
  const insert = useInsertElement();
  const [kind, setKind] = useState<MediaKind>('image');
  const { search, searchFor, page, setPage } = useSearchedPages();
  const list = useMyMediaQuery({ kind, search, page }, { refetchOnMountOrArgChange: true });
  const items = list.data?.data ?? [];
  const lastPage = list.data?.last_page ?? 1;

  const use = (item: MediaItem) => {
    const definition = getElementDefinition(item.kind);
    if (definition) insert(definition, fieldsOf(item));
  };

  const statuses = { failed: t('media.failed'), empty: search ? t('media.noMatch', { search: isolated(search) }) : t(`media.empty.${kind}`), loading: t('media.loading'), found: t('media.count', { count: list.data?.total ?? 0 }) };

  return (
    <section aria-labelledby="media-library-title" className="flex min-h-0 flex-col gap-2 border-t border-gray-200 pt-3">
      <h2 id="media-library-title" className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
        {t('media.title')}
      </h2>
      <ChoiceButtons
        label={t('media.kinds')}
        choices={MEDIA_KINDS}
        value={kind}
        onChange={(k) => {
          setKind(k);
          setPage(1);
        }}
        choiceLabel={(k) => t(`media.kind.${k}`)}
        className="grid grid-cols-3 gap-0.5 rounded-md bg-gray-100 p-0.5"
        buttonClass={(chosen) => clsx('truncate rounded px-1 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-primary-600', chosen ? 'bg-white text-primary-700 shadow-xs' : 'text-gray-600 hover:text-gray-900')}
      />
      <SearchedListHead label={t('media.search')} value={search} onSearch={searchFor} query={list} shown={items.length} statuses={statuses} retryLabel={t('media.retry')} />
      {items.length > 0 && (
        <ul aria-label={t(`media.kind.${kind}`)} className={clsx('max-h-64 overflow-y-auto', kind === 'image' ? 'grid grid-cols-3 gap-1.5' : 'flex flex-col gap-1')}>
          {items.map((item) => {
            const name = item.name ?? t('media.unnamed');
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => use(item)}
                  aria-label={t('media.insert', { name })}
                  title={name}
                  className={clsx(
                    'w-full rounded-md border border-gray-200 bg-white hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600',
                    kind === 'image' ? 'block aspect-square overflow-hidden' : 'flex items-center gap-2 px-2 py-1.5 text-start text-xs text-gray-700',
                  )}
                >
                  {kind === 'image' ? (
                    <img src={item.thumbnail_url ?? item.url} alt="" loading="lazy" className="size-full object-cover" />
                  ) : (
                    <>
                      {kind === 'audio' ? <Music aria-hidden className="size-4 shrink-0" /> : <Film aria-hidden className="size-4 shrink-0" />}
                      <bdi className="truncate">{name}</bdi>
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <SearchedListPager page={page} lastPage={lastPage} onPage={setPage} buttonClass="rounded px-2 py-1 hover:bg-gray-100 disabled:opacity-40"
        labels={{ previous: t('media.previous'), page: t('media.page', { page, last: lastPage }), next: t('media.next') }} />
    </section>
  );
}
