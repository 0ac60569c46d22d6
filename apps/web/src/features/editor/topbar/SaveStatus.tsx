import { useTranslation } from 'react-i18next';
import { AlertTriangle, Check, CloudOff, Loader2, PencilLine, RotateCw } from 'lucide-react';
import type { AutosaveState } from '../autosave/controller';

const STYLES = {
  saved: { icon: Check, className: 'text-success-700' },
  pending: { icon: PencilLine, className: 'text-gray-600' },
  saving: { icon: Loader2, className: 'text-gray-600' },
  offline: { icon: CloudOff, className: 'text-warning-600' },
  conflict: { icon: AlertTriangle, className: 'text-danger-700' },
  error: { icon: AlertTriangle, className: 'text-danger-700' },
} as const;

/**
 * Where the work is: saved, waiting, saving, offline (kept in this browser), in conflict, or refused. A
 * conflict opens its choices; a refused save can be tried again.
 */
export function SaveStatus({ state, onConflict, onRetry }: { state: AutosaveState; onConflict: () => void; onRetry: () => void }) {
  const { t } = useTranslation('editor');
  const { icon: Icon, className } = STYLES[state.status];
  const text = state.status === 'error' && state.message ? `${t('save.error')} ${state.message}` : t(`save.${state.status}`);
  return (
    <div className="flex min-w-0 items-center gap-1 text-xs">
      <span role="status" aria-live="polite" className={`flex min-w-0 items-center gap-1 ${className}`} data-save-status={state.status}>
        <Icon aria-hidden className={`size-3.5 shrink-0 ${state.status === 'saving' ? 'animate-spin' : ''}`} />
        <span className="truncate">{text}</span>
      </span>
      {state.status === 'conflict' && (
        <button type="button" onClick={onConflict} className="rounded px-1.5 py-0.5 font-semibold text-danger-700 underline hover:bg-danger-200/40">
          {t('save.resolve')}
        </button>
      )}
      {(state.status === 'error' || state.status === 'offline') && (
        <button type="button" onClick={onRetry} className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-semibold text-gray-700 hover:bg-gray-100">
          <RotateCw aria-hidden className="size-3" />
          {t('save.retry')}
        </button>
      )}
    </div>
  );
}
