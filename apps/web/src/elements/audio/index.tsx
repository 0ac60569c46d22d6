import { AudioLines } from 'lucide-react';
import { TranscriptField } from './TranscriptField';
import { mediaElement } from '../common/mediaElement';
import { safeMediaSrc } from '../common/safe';
import { AudioRender } from './AudioRender';

export const audioElement = mediaElement({
  type: 'audio',
  field: 'src',
  icon: AudioLines,
  Render: AudioRender,
  valid: (src) => Boolean(safeMediaSrc(src)),
  upload: 'audio',
  size: { width: 320, height: 80 },
  Extra: TranscriptField,
  radius: 12,
});
