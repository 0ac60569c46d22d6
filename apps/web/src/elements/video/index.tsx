import { Video } from 'lucide-react';
import { embedInfo } from '@folio/shared';
import { CaptionsField } from './CaptionsField';
import { mediaElement } from '../common/mediaElement';
import { safeMediaSrc } from '../common/safe';
import { VideoRender } from './VideoRender';

export const videoElement = mediaElement({
  type: 'video',
  field: 'src',
  icon: Video,
  Render: VideoRender,
  // A video of another site (YouTube, Vimeo) plays in its own player, like an embed.
  valid: (src) => Boolean(embedInfo(src) ?? safeMediaSrc(src)),
  upload: 'video',
  size: { width: 480, height: 270 },
  Extra: CaptionsField,
  radius: 8,
});
