import { useTranslation } from 'react-i18next';
import { SquarePlay } from 'lucide-react';
import { elementFields, embedInfo } from '@folio/shared';
import type { ElementDefinition, InspectorProps } from '../types';
import { MediaInspector } from '../common/MediaInspector';
import { EmbedRender } from './EmbedRender';

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
