import { useTranslation } from 'react-i18next';
import { Video } from 'lucide-react';
import { elementFields, embedInfo } from '@folio/shared';
import type { ElementDefinition, InspectorProps } from '../types';
import { MediaInspector } from '../common/MediaInspector';
import { safeMediaSrc } from '../common/safe';
import { VideoRender } from './VideoRender';

function VideoInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { src, title } = elementFields('video', element);
  return <MediaInspector field="src" value={src} title={title ?? ''} valid={Boolean(embedInfo(src) ?? safeMediaSrc(src))} hint={t('video.hint')} upload="video" onChange={onChange} />;
}

export const videoElement: ElementDefinition = {
  type: 'video',
  labelKey: 'types.video',
  icon: Video,
  tab: 'Media',
  create: () => ({ src: '', size: { width: 480, height: 270 }, style: { radius: 8 } }),
  Render: VideoRender,
  Inspector: VideoInspector,
};
