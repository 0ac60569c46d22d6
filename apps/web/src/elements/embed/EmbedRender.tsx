import { useTranslation } from 'react-i18next';
import { SquarePlay } from 'lucide-react';
import { elementFields, embedInfo } from '@folio/shared';
import type { RenderProps } from '../types';
import { EmbedPlayer } from '../common/EmbedPlayer';
import { MediaPoster } from '../common/MediaPoster';

/** A player from an allow-listed video host (YouTube, Vimeo); any other address shows nothing but a card. */
export function EmbedRender({ element, mode }: RenderProps) {
  const { t } = useTranslation('elements');
  const { url, title } = elementFields('embed', element);
  const info = embedInfo(url);
  const label = title || t('embed.label');
  if (!info) return <MediaPoster icon={SquarePlay} label={label} detail={url ? t('embed.notAllowed') : t('media.none')} dark />;
  if (mode !== 'read') return <MediaPoster icon={SquarePlay} label={label} detail={info.provider} dark />;
  return <EmbedPlayer src={info.src} provider={info.provider} title={label} />;
}
