import type { FastifyInstance } from 'fastify';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { LIVE_FORMAT, touchedPages } from '@folio/shared/live';
import { HttpError } from '../../lib/http-error.ts';
import { ebookPolicy } from '../ebooks/policy.ts';
import { findEbookFor } from '../ebooks/query.ts';
import { pagesChangedBy } from '../ebooks/workflow.ts';
import { recordView } from '../classes/audit.ts';
import type { Actor } from '../../lib/actor.ts';
import { DocumentGuard } from './guard.ts';
import { vouchPresence } from './presence.ts';
import { appendUpdate, compact, lineageOf, loadLiveDocument, storePages } from './persistence.ts';

/** The live editing channel's address (the README's "Live channel"). */
export const LIVE_PATH = '/api/live';
/** A live document's name: the book it is. */
export const liveName = (ebookId: string) => `ebook:${ebookId}`;
const bookOf = (name: string) => /^ebook:([0-9a-f-]{36})$/.exec(name)?.[1];

/** Sync-protocol message types of y-protocols (beforeSync's `type`) that carry changes. */
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

interface LiveContext {
  userId: string;
  /** The account's name, which its presence shows (vouched for by the server, not the browser's word). */
  userName: string;
  ebookId: string;
  actor: Actor;
}

/** What the server keeps per open document beside Hocuspocus: its guard and the pages changed since they were stored. */
interface OpenBook {
  guard: DocumentGuard;
  touched: Set<string>;
  reordered: boolean;
  /** Who wrote the changes not stored yet (the history names them; decision 003's approval rule reads them). */
  writers: Map<string, Actor>;
  /** A change the document took could not be written to the database: the next write keeps the whole document. */
  unkept: boolean;
  /**
   * Changes came from another instance since the last store: the store folds the whole document in (compact), since
   * one of them may be a change its instance had not written yet when it died (decision 019).
   */
  fromElsewhere: boolean;
}

/**
 * Live editing (decision 019): Hocuspocus (Yjs's sync server) on the API's own HTTP server, at LIVE_PATH.
 *
 * - Sign-in: the provider sends the session's token; the book opens for whoever may read its pages, read-only unless
 *   they may edit them (a viewer or a commenter). A browser that kept a document of another lineage is told so
 *   (it then drops its copy instead of merging two unrelated documents).
 * - Every change is checked (guard.ts) and written to the database before anyone is told of it and it is acknowledged.
 * - The pages follow the document after a pause (`debounce`), and on the last editor's leaving.
 * - With REDIS_URL, Hocuspocus's Redis extension passes changes and presence between instances.
 */
export async function liveEditing(app: FastifyInstance) {
  const { db } = app;
  const maxBytes = app.config.bookMaxBytes;
  const open = new WeakMap<Y.Doc, OpenBook>();
  /** After a failed write, keeps the whole document (a change applied twice is applied once) before going on. */
  const keepWhatWasNotKept = async (book: OpenBook, ebookId: string, document: Y.Doc) => {
    if (!book.unkept) return;
    await appendUpdate(db, ebookId, Y.encodeStateAsUpdate(document), null);
    book.unkept = false;
  };
  const extensions: Extension[] = [];
  if (app.config.redisUrl) {
    const { Redis } = await import('@hocuspocus/extension-redis');
    const url = new URL(app.config.redisUrl);
    extensions.push(new Redis({
      host: url.hostname,
      port: Number(url.port || 6379),
      options: { password: url.password || undefined, db: Number(url.pathname.slice(1) || 0), tls: url.protocol === 'rediss:' ? {} : undefined },
      prefix: 'folio-live',
    }));
  }

  const hocuspocus = new Hocuspocus<LiveContext>({
    name: `folio-${process.pid}`,
    quiet: true,
    debounce: 2000,
    maxDebounce: 10000,
    extensions,

    async onAuthenticate({ token, documentName, connectionConfig, requestParameters }) {
      const ebookId = bookOf(documentName);
      if (!ebookId) throw refusal('not-found');
      // A tab still running the editor's code of before a change of the document's shape would misread it.
      if (requestParameters.get('format') !== LIVE_FORMAT) throw refusal('outdated');
      const user = await app.sessionOf(token).catch(() => {
        throw refusal('signed-out');
      });
      const book = await findEbookFor(db, ebookId, user);
      if (!book || !ebookPolicy.may(user, 'read_pages', book)) throw refusal('forbidden');
      if (book.bookType === 'pdf') throw refusal('not-found');
      connectionConfig.readOnly = !ebookPolicy.may(user, 'edit_pages', book);
      // A teacher opening a pupil's book is written in the class's record of who looked at pupils' work (decision 018).
      if (book.reviewedIn) await recordView(db, { classId: book.reviewedIn, viewerId: user.id, studentId: book.createdBy, ebookId, action: 'read_book' });
      // A browser that kept a copy of this book says of which lineage; a copy of another one must not be merged.
      const kept = requestParameters.get('lineage');
      if (kept && kept !== (await lineageOf(db, ebookId))) throw refusal('lineage');
      return { userId: user.id, userName: user.name, ebookId, actor: { id: user.id, role: user.role, publisherId: user.publisherId } } satisfies LiveContext;
    },

    async onLoadDocument({ document, documentName }) {
      await loadLiveDocument(db, bookOf(documentName)!, document);
      const guard = new DocumentGuard(document, maxBytes, (message) => app.log.error({ documentName }, message));
      const book: OpenBook = { guard, touched: new Set(), reordered: false, writers: new Map(), unkept: false, fromElsewhere: false };
      open.set(document, book);
      document.on('afterTransaction', (transaction: Y.Transaction) => {
        const { pages, order } = touchedPages(transaction);
        for (const id of pages) book.touched.add(id);
        book.reordered ||= order;
        book.fromElsewhere ||= (transaction.origin as { source?: string } | null)?.source === 'redis';
      });
    },

    // Presence names the account signed in on the connection, whatever the browser said (other instances' states,
    // which come without a connection's context, were vouched for where they came in).
    async beforeHandleAwareness({ states, context }) {
      if (context) vouchPresence(states, { id: context.userId, name: context.userName });
    },

    // The browser learns the lineage of the document it now holds, to keep its copy under that name.
    async connected({ connection, context }) {
      connection.sendStateless(JSON.stringify({ lineage: await lineageOf(db, context.ebookId) }));
    },

    // Each change is checked on the document itself and kept in the database before anyone is told of it
    // (guard.ts); Hocuspocus then applies it again, which changes nothing, and acknowledges it.
    async beforeSync({ type, payload, document, context, connection }) {
      if ((type !== SYNC_STEP_2 && type !== SYNC_UPDATE) || connection.readOnly) return;
      const book = open.get(document);
      if (!book) return;
      await keepWhatWasNotKept(book, context.ebookId, document);
      const checked = book.guard.check(payload, { source: 'connection', connection });
      try {
        if (checked.keep) await appendUpdate(db, context.ebookId, checked.keep, context.userId);
      } catch (error) {
        // The document holds it and the others must see it: the database gets the whole document at the next change
        // or store, before anything more is acknowledged.
        book.unkept = true;
        checked.publish();
        throw error;
      }
      checked.publish();
      if (checked.refusal) throw Object.assign(new Error(checked.refusal.reason), { code: checked.refusal.code, reason: checked.refusal.reason });
      if (checked.keep) book.writers.set(context.userId, context.actor);
    },

    async onStoreDocument({ document, documentName }) {
      const ebookId = bookOf(documentName)!;
      const book = open.get(document);
      if (!book) return;
      await keepWhatWasNotKept(book, ebookId, document);
      if (book.touched.size === 0 && !book.reordered) return;
      const touched = new Set(book.touched);
      const writers = [...book.writers.values()];
      const fromElsewhere = book.fromElsewhere;
      book.fromElsewhere = false;
      book.touched.clear();
      book.writers.clear();
      book.reordered = false;
      try {
        await storePages(db, ebookId, document, touched, maxBytes);
        await db.transaction(async (tx) => {
          for (const writer of writers) await pagesChangedBy(tx, writer, ebookId);
        });
        await compact(db, ebookId, fromElsewhere ? document : undefined);
      } catch (error) {
        // Kept for the next store: the changes themselves are safe in the database already.
        for (const id of touched) book.touched.add(id);
        for (const writer of writers) book.writers.set(writer.id, writer);
        book.reordered = true;
        book.fromElsewhere ||= fromElsewhere;
        app.log.error({ err: error, ebookId }, 'storing a live document failed');
      }
    },
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxBytes + 1024 * 1024 });
  app.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://folio').pathname !== LIVE_PATH) return;
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(key, value);
      const connection = hocuspocus.handleConnection(ws, new Request(new URL(request.url ?? '/', 'http://folio'), { headers }));
      ws.on('message', (data: Buffer) => connection.handleMessage(new Uint8Array(data)));
      ws.on('close', (code, reason) => connection.handleClose({ code, reason: reason.toString() }));
    });
  });
  app.addHook('onClose', async () => {
    for (const client of sockets.clients) client.terminate();
    sockets.close();
    hocuspocus.flushPendingStores();
  });
  app.decorate('live', hocuspocus);
}

/** A refused sign-in: Hocuspocus tells the provider the reason (the editor's message says why). */
const refusal = (reason: 'not-found' | 'signed-out' | 'forbidden' | 'lineage' | 'outdated') => Object.assign(new HttpError(403, reason), { reason });

declare module 'fastify' {
  interface FastifyInstance {
    /** The live documents' server (modules/live), for writes that come by the page API. */
    live: Hocuspocus;
  }
}
