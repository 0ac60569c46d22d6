import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import type { EmbedProvider } from '@folio/shared';

/**
 * An allow-listed video player (YouTube, Vimeo). Nothing is fetched from the host until the reader asks
 * for it (architecture.md §11); then the player runs sandboxed: its own scripts on its own origin, no top-level
 * navigation, no forms.
 */
export function EmbedPlayer({ src, provider, title }: { src: string; provider: EmbedProvider; title: string }) {
  const { t } = useTranslation('elements');
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={src}
        title={title}
        className="size-full rounded-[inherit] border-0 bg-black"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    );
  }
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 overflow-hidden rounded-[inherit] bg-gray-900 p-4 text-center text-white">
      <button
        type="button"
        onClick={() => setPlaying(true)}
        data-media-play={src}
        className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-900 shadow hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Play aria-hidden className="size-4 fill-current" />
        {t('embed.play', { provider })}
      </button>
      <p dir="auto" className="max-w-full truncate text-sm font-medium">
        {title}
      </p>
      <p className="max-w-sm text-xs text-gray-300">{t('embed.privacy', { provider })}</p>
    </div>
  );
}
