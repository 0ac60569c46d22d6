import { SquarePlay } from 'lucide-react';
import { embedInfo } from '@folio/shared';
import { mediaElement } from '../common/mediaElement';
import { EmbedRender } from './EmbedRender';

export const embedElement = mediaElement({
  type: 'embed',
  field: 'url',
  icon: SquarePlay,
  Render: EmbedRender,
  valid: (url) => Boolean(embedInfo(url)),
  size: { width: 480, height: 270 },
  radius: 8,
});
