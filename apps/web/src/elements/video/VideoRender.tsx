import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Video } from 'lucide-react';
import { elementFields, embedInfo } from '@folio/shared';
import type { RenderProps } from '../types';
import { EmbedPlayer } from '../common/EmbedPlayer';
import { MediaPoster } from '../common/MediaPoster';
import { useFileAddress } from '../common/fileAddress';
import { safeMediaSrc } from '../common/safe';

/**
 * A video: a file (played by the browser, nothing loaded before play) or a YouTube/Vimeo page (their player,
 * loaded when the reader asks). While editing or in a thumbnail it is a still card, so that it can be dragged.
 */
export function VideoRender({ element, mode }: RenderProps) {
  const { t } = useTranslation('elements');
  const { src, title, captions } = elementFields('video', element);
  const embed = embedInfo(src);
  const address = useFileAddress();
  const file = embed ? undefined : address(safeMediaSrc(src));
  const label = title || t('video.label');
  if (!embed && !file) return <MediaPoster icon={Video} label={label} detail={t('media.none')} dark />;
  if (mode !== 'read') return <MediaPoster icon={Video} label={label} detail={embed?.provider} dark />;
  if (embed) return <EmbedPlayer src={embed.src} provider={embed.provider} title={label} />;
  // 'metadata': the browser reads the file's head and its first frame (a ranged request), so a reader sees
  // what the video shows instead of a black box; the rest loads when it plays.
  return (
    <video src={file} controls preload="metadata" aria-label={label} className="size-full rounded-[inherit] bg-black">
      <CaptionsTrack captions={captions} lang={element.lang} />
    </video>
  );
}

/**
 * The video's captions (issue 54), kept in the element as WebVTT text (decision 025), played from an address of this
 * page (a blob: URL, which the CSP's media-src allows), shown by default.
 */
function CaptionsTrack({ captions, lang }: { captions?: string; lang?: string }) {
  const { t } = useTranslation('accessibility', { useSuspense: false });
  const track = useRef<HTMLTrackElement>(null);
  const text = captions?.trim() ? captions : null;
  // The address lives as long as these captions are shown: made for the track, given back when they change or go.
  useEffect(() => {
    if (!text || !track.current) return;
    const made = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
    track.current.src = made;
    return () => URL.revokeObjectURL(made);
  }, [text]);
  return text ? <track ref={track} kind="captions" srcLang={lang} label={t('captions.track')} default /> : null;
}
