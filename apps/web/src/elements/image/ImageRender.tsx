import { useTranslation } from 'react-i18next';
import { ImageOff, TriangleAlert } from 'lucide-react';
import { elementFields, objectFitOf } from '@folio/shared';
import type { RenderProps } from '../types';
import { useFileAddress } from '../common/fileAddress';
import { safeImageSrc } from '../common/safe';

/**
 * A picture from this site (other addresses are refused, see safe.ts). While editing, a picture without alt
 * text carries a badge: the book cannot be published until it is described or marked decorative.
 */
export function ImageRender({ element, mode }: RenderProps) {
  const { t } = useTranslation('elements');
  const { src, alt, decorative } = elementFields('image', element);
  const safe = useFileAddress()(safeImageSrc(src));
  const missingAlt = mode === 'edit' && !decorative && !alt.trim();
  return (
    <div className="relative size-full overflow-hidden rounded-[inherit]">
      {safe ? (
        <img src={safe} alt={decorative ? '' : alt} loading="lazy" draggable={false} className="size-full" style={{ objectFit: objectFitOf(element.style) }} />
      ) : (
        <div role="img" aria-label={alt || t('image.unavailable')} className="flex size-full flex-col items-center justify-center gap-1 bg-gray-100 p-2 text-center text-gray-400">
          <ImageOff aria-hidden className="size-8" />
          {mode === 'edit' && <span className="text-xs text-gray-500">{t('image.choose')}</span>}
        </div>
      )}
      {missingAlt && (
        <span className="absolute top-1 left-1 inline-flex items-center gap-1 rounded bg-warning-500 px-1.5 py-0.5 text-[11px] font-semibold text-gray-900 shadow">
          <TriangleAlert aria-hidden className="size-3" />
          {t('image.noAlt')}
        </span>
      )}
    </div>
  );
}
