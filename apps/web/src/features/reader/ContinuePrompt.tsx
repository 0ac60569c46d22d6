import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkCheck, X } from 'lucide-react';
import { IconButton } from '../../components/IconButton';

/**
 * The offer to go back to where the reader left the book: a small prompt over the stage, not a jump. It takes
 * no focus from the book (the arrow keys still turn pages); Escape inside it dismisses it.
 */
export function ContinuePrompt({ page, onContinue, onDismiss }: { page: number; onContinue: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('reader');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss();
  };
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-4 z-20 flex justify-center px-3">
      <section
        aria-label={t('position.label')}
        aria-live="polite"
        data-testid="continue-prompt"
        onKeyDown={onKeyDown}
        className="pointer-events-auto flex items-center gap-2 rounded-xl bg-slate-950/95 py-2 ps-4 pe-2 text-sm text-slate-100 shadow-2xl ring-1 ring-white/15"
      >
        <BookmarkCheck aria-hidden className="size-5 shrink-0 text-primary-300" />
        <p>{t('position.remembered', { page })}</p>
        <button
          type="button"
          onClick={onContinue}
          className="rounded-lg bg-primary-600 px-3 py-1.5 font-semibold text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-300"
        >
          {t('position.continue', { page })}
        </button>
        <IconButton label={t('position.dismiss')} onClick={onDismiss} className="grid size-8 place-items-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-primary-300">
          <X aria-hidden className="size-4" />
        </IconButton>
      </section>
    </div>
  );
}
