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
  return (
    <div className="flex size-full flex-col justify-center gap-1 overflow-hidden rounded-[inherit] bg-gray-50 p-2">
      {title && (
        <p dir="auto" className="truncate px-1 text-sm font-medium text-gray-800">
          {title}
        </p>
      )}
      <audio src={safe} controls preload="none" aria-label={label} className="w-full" />
    </div>
  );
}
