import { useTranslation } from 'react-i18next';
import { AudioLines } from 'lucide-react';
import { elementFields } from '@folio/shared';
import type { RenderProps } from '../types';
import { MediaPoster } from '../common/MediaPoster';
import { useFileAddress } from '../common/fileAddress';
import { safeMediaSrc } from '../common/safe';

const fileName = (src: string) => decodeURIComponent(src.split(/[?#]/)[0]?.split('/').pop() ?? '');

/** A sound: the browser's own player when reading (nothing loads before play); a still card otherwise. */
export function AudioRender({ element, mode }: RenderProps) {
  const { t } = useTranslation('elements');
  const { src, title } = elementFields('audio', element);
  const safe = useFileAddress()(safeMediaSrc(src));
  const label = title || t('audio.label');
  if (!safe) return <MediaPoster icon={AudioLines} label={label} detail={t('media.none')} />;
  if (mode !== 'read') return <MediaPoster icon={AudioLines} label={label} detail={fileName(safe)} />;
  // A box too short for both gives up the player's height, never the caption's: a truncated line has no minimum
  // height of its own, and was squeezed to half a line. The thin padding lets the player keep its own height (32 px
  // in Chromium) under a caption in the 64 px that sound elements are often given.
  return (
    <div className="flex size-full flex-col justify-center gap-1 overflow-hidden rounded-[inherit] bg-gray-50 px-2 py-1">
      {title && (
        <p dir="auto" className="shrink-0 truncate px-1 text-sm font-medium text-gray-800">
          {title}
        </p>
      )}
      <audio src={safe} controls preload="none" aria-label={label} className="min-h-0 w-full" />
    </div>
  );
}
