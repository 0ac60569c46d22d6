import { useTranslation } from 'react-i18next';
import type { Ebook } from '@folio/shared';
import { Cover } from '../../ebooks/Cover';

/** A list row's book: its cover (or a placeholder), its title and its authors. */
export function BookCell({ book }: { book: Pick<Ebook, 'title' | 'authors' | 'cover_image'> }) {
  const { t } = useTranslation('ebooks');
  return (
    <div className="flex min-w-48 items-center gap-3">
      <Cover src={book.cover_image} />
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-gray-900">{book.title}</span>
        <span className="text-xs text-gray-600">{book.authors.length ? book.authors.map((a) => a.name).join(', ') : t('info.noAuthors')}</span>
      </div>
    </div>
  );
}
