import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioLines, ChevronDown } from 'lucide-react';
import { elementFields } from '@folio/shared';
import type { RenderProps } from '../types';
import { MediaPoster } from '../common/MediaPoster';
import { useFileAddress } from '../common/fileAddress';
import { safeMediaSrc } from '../common/safe';

const fileName = (src: string) => decodeURIComponent(src.split(/[?#]/)[0]?.split('/').pop() ?? '');

/** A sound: the browser's own player when reading (nothing loads before play); a still card otherwise. */
export function AudioRender({ element, mode }: RenderProps) {
  const { t } = useTranslation('elements');
  const { src, title, transcript } = elementFields('audio', element);
  const safe = useFileAddress()(safeMediaSrc(src));
  const label = title || t('audio.label');
  if (!safe) return <MediaPoster icon={AudioLines} label={label} detail={t('media.none')} />;
  if (mode !== 'read') return <MediaPoster icon={AudioLines} label={label} detail={fileName(safe)} />;
  // A box too short for both gives up the player's height, never the caption's: a truncated line has no minimum
  // height of its own, and was squeezed to half a line. The thin padding lets the player keep its own height (32 px
  // in Chromium) under a caption in the 64 px that sound elements are often given.
  return <Player safe={safe} label={label} title={title} transcript={transcript?.trim() || undefined} />;
}

/**
 * The player, and a sound's transcript behind a "Transcript" disclosure (issue 54): the button sits with the player,
 * the words open under the sound's box (over what lies below it), so that the author's layout keeps its sizes.
 */
function Player({ safe, label, title, transcript }: { safe: string; label: string; title?: string; transcript?: string }) {
  const { t } = useTranslation('accessibility', { useSuspense: false });
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="relative size-full">
      <div className="flex size-full flex-col justify-center gap-1 overflow-hidden rounded-[inherit] bg-gray-50 px-2 py-1">
        {(title || transcript) && (
          <div className="flex shrink-0 items-center gap-1">
            {title && (
              <p dir="auto" className="min-w-0 flex-1 truncate px-1 text-sm font-medium text-gray-800">
                {title}
              </p>
            )}
            {transcript && (
              <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="ms-auto flex shrink-0 items-center gap-0.5 rounded px-1.5 py-0.5 text-xs font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600">
                {t('transcript.show')}
                <ChevronDown aria-hidden className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
              </button>
            )}
          </div>
        )}
        <audio src={safe} controls preload="none" aria-label={label} className="min-h-0 w-full" />
      </div>
      {transcript && (
        <div id={id} hidden={!open} dir="auto" className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-md border border-gray-200 bg-white p-2 text-sm whitespace-pre-line text-gray-800 shadow-md">
          {transcript}
        </div>
      )}
    </div>
  );
}
