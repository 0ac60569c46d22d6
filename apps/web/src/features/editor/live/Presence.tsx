import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { initialsOf } from './initials';
import { usePresence } from './presence';

/**
 * Who else is here, in the top bar: a coloured badge per person (their initials), which follows them when pressed
 * (the editor shows their page, at their zoom, scrolled to where they look) and stops following when pressed again.
 */
export function Presence() {
  const { t } = useTranslation('editor');
  const { peers, following, follow } = usePresence();
  if (peers.length === 0) return null;
  return (
    <ul className="flex items-center -space-x-1 rtl:space-x-reverse" aria-label={t('live.here', { count: peers.length })}>
      {peers.map((peer) => {
        const followed = following === peer.clientId;
        const label = t(followed ? 'live.stopFollowing' : 'live.follow', { name: peer.name });
        return (
          <li key={peer.clientId}>
            <button
              type="button"
              aria-pressed={followed}
              aria-label={label}
              title={label}
              onClick={() => follow(followed ? null : peer.clientId)}
              className={clsx('flex size-7 items-center justify-center rounded-full border-2 text-[11px] font-semibold text-white', followed ? 'border-gray-900 ring-2 ring-offset-1' : 'border-white')}
              style={{ background: peer.color }}
            >
              {initialsOf(peer.name)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
