import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AlertTriangle, Check, CloudOff, Loader2, LogIn, PencilLine, RotateCw, Scale } from 'lucide-react';
import { loginPathFor } from '../../../app/navigation';
import type { AutosaveState } from '../autosave/controller';

const STYLES = {
  saved: { icon: Check, className: 'text-success-700' },
  pending: { icon: PencilLine, className: 'text-gray-600' },
  saving: { icon: Loader2, className: 'text-gray-600' },
  offline: { icon: CloudOff, className: 'text-warning-600' },
  conflict: { icon: AlertTriangle, className: 'text-danger-700' },
  tooLarge: { icon: Scale, className: 'text-danger-700' },
  signedOut: { icon: LogIn, className: 'text-danger-700' },
  error: { icon: AlertTriangle, className: 'text-danger-700' },
} as const;

const MB = 1024 * 1024;

/** What the top bar says: the state in words, with the sizes when the book is too large and the server gave them. */
function statusText(state: AutosaveState, t: TFunction<'editor'>, language: string): string {
  if (state.status === 'error' && state.message) return `${t('save.error')} ${state.message}`;
  if (state.status === 'tooLarge') {
    const { bytes, maxBytes } = state.tooLarge ?? { bytes: null, maxBytes: null };
    if (bytes === null || maxBytes === null) return t('save.tooLargeToSend');
    const mb = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value / MB);
    return t('save.tooLarge', { size: mb(bytes), limit: mb(maxBytes) });
  }
  return t(`save.${state.status}`);
}

/**
 * Signing in again leaves the editor (it asks first, as the work is unsaved) and comes back to it, where the
 * work kept in this browser is offered back.
 */
function SignInLink() {
  const { t } = useTranslation('editor');
  const { pathname, search } = useLocation();
  return (
    <Link to={loginPathFor(pathname + search)} className="rounded px-1.5 py-0.5 font-semibold text-danger-700 underline hover:bg-danger-200/40">
      {t('save.signIn')}
    </Link>
  );
}

/**
 * Where the work is: saved, waiting, saving, offline (kept in this browser), in conflict, too large to save
 * (kept in this browser until pages or content are removed), not saved because the sign-in has ended (kept in
 * this browser), or refused. A conflict opens its choices; a refused save can be tried again.
 */
export function SaveStatus({ state, onConflict, onRetry }: { state: AutosaveState; onConflict: () => void; onRetry: () => void }) {
  const { t, i18n } = useTranslation('editor');
  const { icon: Icon, className } = STYLES[state.status];
  const text = statusText(state, t, i18n.language);
  return (
    <div className="flex min-w-0 items-center gap-1 text-xs">
      <span role="status" aria-live="polite" title={text} className={`flex min-w-0 items-center gap-1 ${className}`} data-save-status={state.status}>
        <Icon aria-hidden className={`size-3.5 shrink-0 ${state.status === 'saving' ? 'animate-spin' : ''}`} />
        <span className="truncate">{text}</span>
      </span>
      {state.status === 'conflict' && (
        <button type="button" onClick={onConflict} className="rounded px-1.5 py-0.5 font-semibold text-danger-700 underline hover:bg-danger-200/40">
          {t('save.resolve')}
        </button>
      )}
      {state.status === 'signedOut' && <SignInLink />}
      {(state.status === 'error' || state.status === 'offline') && (
        <button type="button" onClick={onRetry} className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-semibold text-gray-700 hover:bg-gray-100">
          <RotateCw aria-hidden className="size-3" />
          {t('save.retry')}
        </button>
      )}
    </div>
  );
}
