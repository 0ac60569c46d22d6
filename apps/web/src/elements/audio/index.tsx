import { useTranslation } from 'react-i18next';
import { AudioLines } from 'lucide-react';
import { elementFields } from '@folio/shared';
import type { ElementDefinition, InspectorProps } from '../types';
import { MediaInspector } from '../common/MediaInspector';
import { safeMediaSrc } from '../common/safe';
import { AudioRender } from './AudioRender';

function AudioInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { src, title } = elementFields('audio', element);
  return <MediaInspector field="src" value={src} title={title ?? ''} valid={Boolean(safeMediaSrc(src))} hint={t('audio.hint')} upload="audio" onChange={onChange} />;
}

export const audioElement: ElementDefinition = {
  type: 'audio',
  labelKey: 'types.audio',
  icon: AudioLines,
  tab: 'Media',
  create: () => ({ src: '', size: { width: 320, height: 80 }, style: { radius: 12 } }),
  Render: AudioRender,
  Inspector: AudioInspector,
};
