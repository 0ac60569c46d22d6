import { useEffect, useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { Image as PictureIcon, Pause, Text as TextIcon, Volume2, X } from 'lucide-react';
import clsx from 'clsx';
import { elementFields, type HotspotElement } from '@folio/shared';
import type { RenderProps } from '../types';
import { safeImageSrc, safeMediaSrc } from '../common/safe';

const ICONS = { picture: PictureIcon, text: TextIcon, sound: Volume2 } as const;

/** The spot itself: a round marker in the middle of the area (none for a hidden one), the whole area pressable. */
function Marker({ opens, hidden, playing }: { opens: keyof typeof ICONS; hidden: boolean; playing?: boolean }) {
  const Icon = playing ? Pause : ICONS[opens];
  if (hidden) return null;
  return (
    <span aria-hidden className="grid size-9 place-items-center rounded-full bg-primary-700/90 text-white shadow-md ring-4 ring-white/70">
      <Icon className="size-4" />
    </span>
  );
}

const areaClass = (hidden: boolean) =>
  clsx(
    'flex size-full cursor-pointer items-center justify-center rounded-[inherit] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
    hidden ? 'hover:bg-primary-600/15 hover:outline-2 hover:outline-dashed hover:outline-primary-600' : 'hover:bg-primary-600/10',
  );

/** A sound hotspot: pressing it plays its sound, pressing again pauses; its transcript is what read-aloud says. */
function SoundHotspot({ label, src, hidden }: { label: string; src: string; hidden: boolean }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const player = audio.current;
    return () => player?.pause();
  }, []);
  const toggle = () => {
    const player = audio.current;
    if (!player) return;
    if (player.paused) void player.play().catch(() => setPlaying(false));
    else player.pause();
  };
  return (
    <>
      <button type="button" aria-label={label} title={label} aria-pressed={playing} className={areaClass(hidden)} onClick={toggle}>
        <Marker opens="sound" hidden={hidden} playing={playing} />
      </button>
      <audio ref={audio} src={src} preload="none" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)} />
    </>
  );
}

/**
 * A hotspot (issue 53): an area of the page that opens a picture or a text beside it, or plays a sound. Readers
 * press it (or Enter/Space on it); the picture or text shows in a popover that Escape or its close button closes
 * and that gives the focus back to the spot. In the editor and thumbnails it is only drawn, with a dashed outline
 * where it has no marker, so the author sees where it lies.
 */
export function HotspotRender({ element, mode }: RenderProps) {
  const { t } = useTranslation('elements');
  const { label: given, opens, src = '', alt = '', text = '', hidden = false } = elementFields('hotspot', element as HotspotElement);
  const label = given.trim() || t(`hotspot.opens.${opens}`);
  if (mode !== 'read') {
    return (
      <div className={clsx('flex size-full items-center justify-center rounded-[inherit]', hidden && 'outline-2 outline-offset-[-2px] outline-dashed outline-primary-600/70')}>
        <Marker opens={opens} hidden={hidden} />
      </div>
    );
  }
  if (opens === 'sound') {
    const sound = safeMediaSrc(src);
    return sound ? <SoundHotspot label={label} src={sound} hidden={hidden} /> : null;
  }
  const picture = opens === 'picture' ? safeImageSrc(src) : null;
  return (
    <Popover.Root>
      <Popover.Trigger type="button" aria-label={label} title={label} className={areaClass(hidden)}>
        <Marker opens={opens} hidden={hidden} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          className="z-50 flex max-h-[70vh] w-max max-w-[min(28rem,90vw)] flex-col gap-2 overflow-auto rounded-lg border border-gray-200 bg-white p-3 text-gray-900 shadow-lg"
        >
          <div className="flex items-start justify-between gap-3">
            <p dir="auto" className="text-sm font-semibold">
              {label}
            </p>
            <Popover.Close aria-label={t('hotspot.close')} className="grid size-7 shrink-0 place-items-center rounded hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600">
              <X aria-hidden className="size-4" />
            </Popover.Close>
          </div>
          {picture && <img src={picture} alt={alt} className="max-h-[55vh] max-w-full rounded object-contain" />}
          {opens === 'text' && (
            <p dir="auto" className="text-sm whitespace-pre-line">
              {text}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
