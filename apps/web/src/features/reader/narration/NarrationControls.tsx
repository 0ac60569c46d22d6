import { useTranslation } from 'react-i18next';
import { AudioLines, Pause, Play } from 'lucide-react';
import { ToolButton } from '../ToolButton';
import type { useNarration } from './useNarration';

type Narration = ReturnType<typeof useNarration>;

/**
 * The toolbar's Play narration button, and Pause/Resume beside it while narration is on. A phone's bar has no room
 * for the first: there it is an entry of More tools (MoreToolsMenu), and only Pause/Resume shows while it plays.
 */
export function NarrationButtons({ narration }: { narration: Narration }) {
  const { t } = useTranslation('narration');
  const on = narration.mode !== 'off';
  return (
    <>
      <ToolButton label={on ? t('reader.stop') : t('reader.play')} pressed={on} onClick={on ? narration.stop : narration.start} className="max-md:hidden">
        <AudioLines aria-hidden className="size-5" />
      </ToolButton>
      {on && (
        <ToolButton label={narration.mode === 'paused' ? t('reader.resume') : t('reader.pause')} onClick={narration.mode === 'paused' ? narration.resume : narration.pause}>
          {narration.mode === 'paused' ? <Play aria-hidden className="size-5" /> : <Pause aria-hidden className="size-5" />}
        </ToolButton>
      )}
    </>
  );
}

/**
 * The sentence being heard, written under the toolbar while narration plays: for readers who cannot hear it, and
 * for pages drawn too small to read. Not a live region: the sentence is being spoken already.
 */
export function NarrationCaption({ narration }: { narration: Narration }) {
  const { t } = useTranslation('narration');
  if (narration.mode === 'off') return null;
  return (
    <div role="region" aria-label={t('reader.caption')} className="relative z-10 border-b border-white/10 bg-slate-950/90 px-3 py-1.5 text-center text-sm text-amber-100">
      {narration.failed ? <p role="alert">{t('reader.failed')}</p> : <p dir="auto" data-narration-caption className="min-h-5">{narration.caption ?? ''}</p>}
    </div>
  );
}
