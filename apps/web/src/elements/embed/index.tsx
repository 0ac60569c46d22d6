import { useTranslation } from 'react-i18next';
import { SquarePlay } from 'lucide-react';
import { elementFields, embedInfo } from '@folio/shared';
import type { ElementDefinition, InspectorProps, RenderProps } from '../types';
import { EmbedPlayer } from '../common/EmbedPlayer';
import { MediaInspector } from '../common/MediaInspector';
import { MediaPoster } from '../common/MediaPoster';

/** A player from an allow-listed video host (YouTube, Vimeo); any other address shows nothing but a card. */
function EmbedRender({ element, mode }: RenderProps) {
  const { t } = useTranslation('elements');
  const { url, title } = elementFields('embed', element);
  const info = embedInfo(url);
  const label = title || t('embed.label');
  if (!info) return <MediaPoster icon={SquarePlay} label={label} detail={url ? t('embed.notAllowed') : t('media.none')} dark />;
  if (mode !== 'read') return <MediaPoster icon={SquarePlay} label={label} detail={info.provider} dark />;
  return <EmbedPlayer src={info.src} provider={info.provider} title={label} />;
}

function EmbedInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { url, title } = elementFields('embed', element);
  return <MediaInspector field="url" value={url} title={title ?? ''} valid={Boolean(embedInfo(url))} hint={t('embed.hint')} onChange={onChange} />;
}

export const embedElement: ElementDefinition = {
  type: 'embed',
  labelKey: 'types.embed',
  icon: SquarePlay,
  tab: 'Media',
  create: () => ({ url: '', size: { width: 480, height: 270 }, style: { radius: 8 } }),
  Render: EmbedRender,
  Inspector: EmbedInspector,
};
