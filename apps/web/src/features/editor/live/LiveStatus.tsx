import { useTranslation } from 'react-i18next';
import { AlertTriangle, Check, CloudOff, Loader2, RotateCw } from 'lucide-react';
import type { LiveConnection } from './session';

/** The page API autosave's word for each state (SaveStatus's `data-save-status`), for what reads either. */
const AS_SAVE_STATUS = { connecting: 'pending', saved: 'saved', saving: 'saving', offline: 'offline', reconnecting: 'offline', refused: 'error' } as const;

const STYLES = {
  connecting: { icon: Loader2, className: 'text-gray-600', spin: true },
  saved: { icon: Check, className: 'text-success-700', spin: false },
  saving: { icon: Loader2, className: 'text-gray-600', spin: true },
  offline: { icon: CloudOff, className: 'text-warning-600', spin: false },
  reconnecting: { icon: RotateCw, className: 'text-warning-600', spin: true },
  refused: { icon: AlertTriangle, className: 'text-danger-700', spin: false },
} as const;

/**
 * Where a live book's work is (decision 019): saved (every change is with the server), saving, offline or
 * reconnecting (changes are kept in this browser and merge when the connection returns), or refused (the server
 * refused a change that broke the book's rules, and the book went back to what was saved).
 */
export function LiveStatus({ connection, reason, readOnly }: { connection: LiveConnection; reason: string | null; readOnly: boolean }) {
  const { t } = useTranslation('editor');
  const { icon: Icon, className, spin } = STYLES[connection];
  const text = connection === 'refused' ? t(`live.refused.${reason === 'too-large' || reason === 'too-many-pages' || reason === 'forbidden' || reason === 'signed-out' || reason === 'outdated' ? reason : 'invalid'}`) : readOnly && connection === 'saved' ? t('live.readOnly') : t(`live.${connection}`);
  return (
    <div className="flex min-w-0 items-center gap-1 text-xs">
      <span role="status" aria-live="polite" title={text} className={`flex min-w-0 items-center gap-1 ${className}`} data-live-status={connection} data-save-status={AS_SAVE_STATUS[connection]}>
        <Icon aria-hidden className={`size-3.5 shrink-0 ${spin ? 'animate-spin' : ''}`} />
        <span className="truncate">{text}</span>
      </span>
    </div>
  );
}
