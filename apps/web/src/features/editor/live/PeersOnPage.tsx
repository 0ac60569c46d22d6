import type { BookPage } from '@folio/shared';
import { usePresence } from './presence';

/**
 * What the others have selected on this page: a 2 px outline in their colour, with their name above it, over the
 * page at the editor's scale. It takes no pointer: the page stays this person's to work on.
 */
export function PeersOnPage({ page, scale }: { page: BookPage; scale: number }) {
  const { peers } = usePresence();
  const here = peers.filter((peer) => peer.pageId === page.id && peer.selection.length > 0);
  if (here.length === 0) return null;
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0" data-peers-on-page>
      {here.flatMap((peer) =>
        page.elements
          .filter((element) => peer.selection.includes(element.id))
          .map((element) => (
            <div
              key={`${peer.clientId}:${element.id}`}
              data-peer-outline={peer.name}
              className="absolute rounded-sm border-2"
              style={{ borderColor: peer.color, left: element.position.x * scale, top: element.position.y * scale, width: element.size.width * scale, height: element.size.height * scale }}
            >
              <span className="absolute -top-5 start-0 rounded px-1 text-[11px] leading-4 whitespace-nowrap text-white" style={{ background: peer.color }}>
                {peer.name}
              </span>
            </div>
          )),
      )}
    </div>
  );
}
