import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Copy, Eye, LayoutTemplate, Lock, Pencil, Trash2, Users } from 'lucide-react';
import { buttonClass } from '../../../components/Button';
import { formatLabel } from '../../templates/format';
import type { Template } from '@folio/shared';
import { SharingBadge } from './SharingBadge';

const iconButton = 'rounded p-1.5 text-gray-600 hover:bg-gray-100';

interface TemplateCardActions {
  /** A link to the preview screen, or undefined when the role cannot open it (the card opens a dialog instead). */
  previewHref?: string;
  onPreview: () => void;
  onUse: () => void;
  onEdit: () => void;
  /** Share with everyone, or stop sharing (asks first). */
  onShare: () => void;
  onDelete: () => void;
}

/** One template in the grid: thumbnail, name, who sees it, page format and count, and what the user may do with it. */
export function TemplateCard({ template, actions }: { template: Template; actions: TemplateCardActions }) {
  const { t } = useTranslation('templates');
  const { t: ta } = useTranslation('admin');
  const previewLabel = t('actions.previewNamed', { name: template.name });
  // Why the server would refuse to share it with everyone (only sharing is ever refused, stopping it is not).
  const refusal = template.abilities.share && !template.shared && template.share_refusal ? t(`sharing.refusal.${template.share_refusal}`) : null;
  const refusalId = useId();
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
      <div className="flex h-44 items-center justify-center bg-gray-100 p-3">
        {template.thumbnail ? (
          <img src={template.thumbnail} alt="" loading="lazy" className="max-h-full max-w-full rounded object-contain shadow-sm" />
        ) : (
          <LayoutTemplate aria-hidden className="size-12 text-gray-400" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="font-semibold text-gray-900">{template.name}</h2>
        <SharingBadge template={template} />
        <p className="text-xs text-gray-600">{formatLabel(t, template)}</p>
        {template.description && <p className="line-clamp-2 text-sm text-gray-600">{template.description}</p>}
        {refusal && (
          <p id={refusalId} className="text-xs text-gray-600">
            {refusal}
          </p>
        )}
        <div className="mt-auto flex items-center gap-1 pt-3">
          <button type="button" className={buttonClass('primary', 'px-3 py-1.5')} onClick={actions.onUse} aria-label={t('actions.useNamed', { name: template.name })}>
            <Copy aria-hidden className="size-4" />
            {t('actions.use')}
          </button>
          {actions.previewHref ? (
            <Link to={actions.previewHref} className={iconButton} aria-label={previewLabel}>
              <Eye aria-hidden className="size-4" />
            </Link>
          ) : (
            <button type="button" className={iconButton} onClick={actions.onPreview} aria-label={previewLabel}>
              <Eye aria-hidden className="size-4" />
            </button>
          )}
          <span className="flex-1" />
          {template.abilities.share && (
            <button
              type="button"
              // Refused by the server (a template of a paid, unapproved or deleted book): not offered, and why is
              // said beside it. Still focusable, so that the reason is read with it.
              aria-disabled={refusal ? true : undefined}
              aria-describedby={refusal ? refusalId : undefined}
              className={refusal ? 'cursor-not-allowed rounded p-1.5 text-gray-400' : iconButton}
              onClick={refusal ? undefined : actions.onShare}
              aria-label={t(template.shared ? 'sharing.unshareNamed' : 'sharing.shareNamed', { name: template.name })}
              title={refusal ?? t(template.shared ? 'sharing.unshareNamed' : 'sharing.shareNamed', { name: template.name })}
            >
              {template.shared ? <Lock aria-hidden className="size-4" /> : <Users aria-hidden className="size-4" />}
            </button>
          )}
          {template.abilities.update && (
            <button type="button" className={iconButton} onClick={actions.onEdit} aria-label={ta('common.editNamed', { name: template.name })}>
              <Pencil aria-hidden className="size-4" />
            </button>
          )}
          {template.abilities.delete && (
            <button type="button" className="rounded p-1.5 text-danger-700 hover:bg-danger-200/40" onClick={actions.onDelete} aria-label={ta('common.deleteNamed', { name: template.name })}>
              <Trash2 aria-hidden className="size-4" />
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
