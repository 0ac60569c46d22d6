import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { BookPage } from '@folio/shared';

/** Work not yet saved to the server, kept in the browser (IndexedDB) so that a crash or a closed tab loses nothing. */
export interface Draft {
  pages: BookPage[];
  /** The server version these pages were based on. */
  version: number;
  savedAt: number;
}

type DraftOwner = 'ebook' | 'template';
export const draftKey = (kind: DraftOwner, id: string) => `${kind}:${id}`;

let database: UseStore | null = null;
// Opened on first use, so that merely importing this file touches no storage.
const store = () => (database ??= createStore('folio-editor', 'drafts'));

const isDraft = (value: unknown): value is Draft => {
  const v = value as Partial<Draft> | null;
  return !!v && Array.isArray(v.pages) && typeof v.version === 'number' && typeof v.savedAt === 'number';
};

/** The stored draft, or nothing (also when the browser keeps no IndexedDB, as in some private windows). */
export async function readDraft(key: string): Promise<Draft | null> {
  try {
    const value = await get<unknown>(key, store());
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export async function writeDraft(key: string, draft: Draft): Promise<void> {
  try {
    await set(key, draft, store());
  } catch {
    // Without browser storage the server save is the only copy; the editor still works.
  }
}

export async function clearDraft(key: string): Promise<void> {
  try {
    await del(key, store());
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Whether a draft holds anything the server does not (then it is offered back). */
export const draftDiffers = (draft: Draft, serverPages: readonly BookPage[]) => JSON.stringify(draft.pages) !== JSON.stringify(serverPages);
