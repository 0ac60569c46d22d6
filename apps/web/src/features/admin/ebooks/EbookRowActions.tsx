import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartLine, Copy, Eye, FileDown, Info, Palette, Pencil, Trash2 } from 'lucide-react';
import type { Ebook } from '@folio/shared';
import { bookAnalyticsPath } from '../../analytics/paths';

const iconClass = 'rounded p-1.5 text-gray-600 hover:bg-gray-100';

export interface RowHandlers {
  onInfo: (book: Ebook) => void;
  onEdit: (book: Ebook) => void;
  onSaveTemplate: (book: Ebook) => void;
  onExport: (book: Ebook) => void;
  onDelete: (book: Ebook) => void;
}

/**
 * Spec §2 row actions: view (the book's page), view basic info, edit basic info, design with the editor, save
 * as template and delete, each shown as the book's abilities allow (saving as a template needs the same right
 * as editing), export (EPUB) for the same people. Designing, templates and exports need pages: a PDF book has
 * none to design, and is its own file. Its reading analytics are its owner's, its publisher's and admins': those who
 * may edit it, as its results are.
 */
export function EbookRowActions({ book, onInfo, onEdit, onSaveTemplate, onExport, onDelete }: { book: Ebook } & RowHandlers) {
  const { t } = useTranslation('ebooks');
  const name = book.title;
  const pages = book.book_type === 'ebook';
  const action = (label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <button type="button" className={danger ? 'rounded p-1.5 text-danger-700 hover:bg-danger-200/40' : iconClass} onClick={onClick} aria-label={label} title={label}>
      {icon}
    </button>
  );
  return (
    <div className="flex items-center gap-0.5">
      <Link to={`/admin/ebooks/${book.id}`} className={iconClass} aria-label={t('actions.view', { name })} title={t('actions.view', { name })}>
        <Eye aria-hidden className="size-4" />
      </Link>
      {action(t('actions.info', { name }), <Info aria-hidden className="size-4" />, () => onInfo(book))}
      {book.abilities.update && action(t('actions.edit', { name }), <Pencil aria-hidden className="size-4" />, () => onEdit(book))}
      {/* A PDF book's pages are designed too: what goes over its PDF's (decision 021). */}
      {book.abilities.update && (
        <Link to={`/ebooks/edit/${book.id}`} className={iconClass} aria-label={t('actions.design', { name })} title={t('actions.design', { name })}>
          <Palette aria-hidden className="size-4" />
        </Link>
      )}
      {book.abilities.update && pages && action(t('actions.saveTemplate', { name }), <Copy aria-hidden className="size-4" />, () => onSaveTemplate(book))}
      {/* A PDF book exports its PDF with its links, and its offline flipbook (decision 021). */}
      {book.abilities.update && action(t('actions.export', { name }), <FileDown aria-hidden className="size-4" />, () => onExport(book))}
      {book.abilities.update && (
        <Link to={bookAnalyticsPath(book.id)} className={iconClass} aria-label={t('actions.analytics', { name })} title={t('actions.analytics', { name })}>
          <ChartLine aria-hidden className="size-4" />
        </Link>
      )}
      {book.abilities.delete && action(t('actions.delete', { name }), <Trash2 aria-hidden className="size-4" />, () => onDelete(book), true)}
    </div>
  );
}
