import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import type { TestApp } from '../../../test/harness.ts';
import { ebookCollaborators } from '../../db/schema.ts';
import type { CollaboratorRole } from '@folio/shared';
import { LIVE_FORMAT } from '@folio/shared/live';
import { LIVE_PATH, liveName } from './server.ts';

/** The test app listening on a port of its own, for live editors to connect to. */
export async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return `ws://127.0.0.1:${port}${LIVE_PATH}`;
}

/** Shares a book as a test needs it (the sharing routes are tested with their module). */
export const share = (t: TestApp, ebookId: string, userId: string, role: CollaboratorRole) => t.db.insert(ebookCollaborators).values({ ebookId, userId, role });

/** What an editor's browser holds: its document, its connection, and what the server told it. */
export interface LiveEditor {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Resolves once the first sync is done (rejects when sign-in is refused). */
  synced: Promise<void>;
  scope: () => string | undefined;
  closed: () => { code: number; reason: string } | undefined;
  /** Resolves once every change this editor made has been acknowledged by the server. */
  saved: () => Promise<void>;
  stop: () => void;
}

/** A live editor of `ebookId` signed in with `token`, as the browser's provider connects. */
export function liveEditor(url: string, token: string, ebookId: string, parameters: Record<string, string> = {}): LiveEditor {
  const doc = new Y.Doc();
  let scope: string | undefined;
  let closed: { code: number; reason: string } | undefined;
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const synced = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  const query = new URLSearchParams({ format: LIVE_FORMAT, ...parameters }).toString();
  const provider = new HocuspocusProvider({
    url: query ? `${url}?${query}` : url,
    name: liveName(ebookId),
    document: doc,
    token,
    onSynced: () => resolve(),
    onAuthenticated: ({ scope: given }) => void (scope = given),
    onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
    onClose: ({ event }) => void (closed ??= { code: event.code, reason: event.reason }),
  });
  const saved = () =>
    new Promise<void>((done) => {
      if (!provider.hasUnsyncedChanges) return done();
      const check = ({ number }: { number: number }) => {
        if (number === 0) {
          provider.off('unsyncedChanges', check);
          done();
        }
      };
      provider.on('unsyncedChanges', check);
    });
  return { doc, provider, synced, scope: () => scope, closed: () => closed, saved, stop: () => provider.destroy() };
}

/** Waits until `check` passes (a change reaching another editor travels through the server). */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 10));
  }
}
