/** The person behind a live connection, as its sign-in found them. */
interface Who {
  id: string;
  name: string;
}

const MAX_ID = 200;
const MAX_SELECTED = 500;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID;
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Where someone looks on their page: the zoom and the page's point at the middle of their canvas (follow). */
function viewOf(value: unknown) {
  if (!isRecord(value)) return null;
  const [zoom, x, y] = [finite(value.zoom), finite(value.x), finite(value.y)];
  return zoom !== null && zoom > 0 && zoom <= 10 && x !== null && y !== null ? { zoom, x, y } : null;
}

/**
 * Presence as the server vouches for it (decision 019): whatever a connection announces, the name and id it goes
 * by are those of the account it signed in with, so nobody shows up on the others' screens as someone else; the
 * rest is kept to its shape (a page id, selected ids, a view) and its size. States sent on a connection's behalf
 * for other client ids are rewritten the same way, so a connection cannot speak for another person either.
 * Mutates the states in place, as Hocuspocus's `beforeHandleAwareness` asks.
 */
export function vouchPresence(states: Map<number, Record<string, unknown>>, who: Who) {
  for (const state of states.values()) {
    if (!('presence' in state)) continue;
    const presence = state.presence;
    if (!isRecord(presence)) {
      delete state.presence;
      continue;
    }
    state.presence = {
      user: { id: who.id, name: who.name },
      pageId: isId(presence.pageId) ? presence.pageId : null,
      selection: Array.isArray(presence.selection) ? presence.selection.filter(isId).slice(0, MAX_SELECTED) : [],
      view: viewOf(presence.view),
    };
  }
}
