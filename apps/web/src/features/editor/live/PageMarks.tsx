import { useTranslation } from 'react-i18next';
import { initialsOf } from './initials';
import { usePresence } from './presence';

/** Who is on a page, in the page list: a small coloured dot with their initials per person. */
export function PageMarks({ pageId }: { pageId: string }) {
  const { t } = useTranslation('editor');
  const { peers } = usePresence();
  const here = peers.filter((peer) => peer.pageId === pageId);
  if (here.length === 0) return null;
  return (
    <span className="pointer-events-none absolute end-2 bottom-7 flex -space-x-1 rtl:space-x-reverse" data-page-marks>
      {here.map((peer) => (
        <span key={peer.clientId} title={peer.name} className="flex size-4 items-center justify-center rounded-full border border-white text-[8px] font-bold text-white" style={{ background: peer.color }}>
          <span aria-hidden>{initialsOf(peer.name)}</span>
          <span className="sr-only">{t('live.onPage', { name: peer.name })}</span>
        </span>
      ))}
    </span>
  );
}
