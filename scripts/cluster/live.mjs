// Live editors (decision 019) for the cluster test and bench/live.mjs: each holds a Yjs document and a Hocuspocus
// provider as the editor's browser does (apps/api/src/modules/live/fixtures.ts is the same client in the API's
// tests), and keeps what a check needs: when it was synced, how long each reconnect took, and which of its changes
// the server acknowledged.
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { applyPages, LIVE_FORMAT, readPages } from '@folio/shared/live';

/** The live channel's address behind `base` (http://host:port). */
export const liveUrl = (base) => `${base.replace(/^http/, 'ws')}/api/live`;

/**
 * One editor of `ebookId` signed in with `token`. `label` is put in the address (the API ignores it; nginx's live
 * log names the instance each connection went to by it). `reconnects` lists, in ms, each time from the connection
 * closing to the document being synced again; the provider reconnects by itself.
 */
export function liveClient({ url, token, ebookId, label }) {
  const doc = new Y.Doc();
  const reconnects = [];
  let closedAt = null;
  let resolveSynced;
  let rejectSynced;
  const synced = new Promise((resolve, reject) => ((resolveSynced = resolve), (rejectSynced = reject)));
  const provider = new HocuspocusProvider({
    url: `${url}?format=${LIVE_FORMAT}${label ? `&editor=${encodeURIComponent(label)}` : ''}`,
    name: `ebook:${ebookId}`,
    document: doc,
    token,
    onSynced: ({ state }) => {
      if (!state) return;
      resolveSynced();
      if (closedAt !== null) reconnects.push(performance.now() - closedAt);
      closedAt = null;
    },
    // Each failed attempt closes again: the first close starts the time.
    onClose: () => void (closedAt ??= performance.now()),
    onAuthenticationFailed: ({ reason }) => rejectSynced(new Error(`live sign-in refused: ${reason}`)),
  });
  /** Resolves once the server acknowledged every change made so far, or false after `ms`. */
  const saved = (ms = 30_000) =>
    new Promise((resolve) => {
      if (!provider.hasUnsyncedChanges) return resolve(true);
      const timer = setTimeout(() => done(false), ms);
      const check = ({ number }) => number === 0 && done(true);
      const done = (answer) => {
        clearTimeout(timer);
        provider.off('unsyncedChanges', check);
        resolve(answer);
      };
      provider.on('unsyncedChanges', check);
    });
  return {
    doc,
    provider,
    synced,
    reconnects,
    saved,
    /** Whether the connection is down now (closed and not synced again yet). */
    down: () => closedAt !== null,
    /** One command of this person: the pages as they see them, changed by `change`. */
    edit(change) {
      const before = readPages(doc);
      applyPages(doc, before, change(before), 'me');
    },
    stop() {
      if (this.stopped) return;
      this.stopped = true;
      provider.destroy();
    },
  };
}

/** Resolves once `check()` holds, or false after `ms` (checked every 50 ms). */
export async function eventually(check, ms) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** The instance each live connection went to, by editor label, from nginx's live log (written as each one closes). */
export function placements(logText) {
  const byLabel = new Map();
  for (const line of logText.split('\n')) {
    const label = /[?&]editor=([^ &]+)/.exec(line)?.[1];
    // A connection nginx had to try twice names both instances ("a, b"): the last one took it.
    const upstream = /upstream=(.*?) status=/.exec(line)?.[1]?.split(',').at(-1)?.trim();
    if (!label || !upstream) continue;
    byLabel.set(decodeURIComponent(label), [...(byLabel.get(decodeURIComponent(label)) ?? []), upstream]);
  }
  return byLabel;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const elementIds = (pages) => new Set(pages.flatMap((page) => page.elements.map((element) => element.id)));

/**
 * Two (or more) people writing one book live. `joinLiveBook` connects them one after the other (so that least_conn,
 * counting open connections, spreads them over the instances); `write(running)` then makes one change per editor
 * every `everyMs` while `running()`: each adds a text box named after its editor and number to the first page, so
 * that every change can be looked for afterwards. A change counts as acknowledged once the provider has no
 * unacknowledged change left while connected (a change made while the connection is down is sent again on
 * reconnecting, and acknowledged then). At the end each editor waits for its last changes to be acknowledged, then for
 * the others' to reach it (the fan-out between instances), and leaves. `write` answers, per editor, what it made,
 * what was acknowledged, its reconnect times and whether it saw every acknowledged change of the others.
 */
export async function joinLiveBook({ url, token, ebookId, labels }) {
  const editors = [];
  for (const label of labels) {
    const client = liveClient({ url, token, ebookId, label });
    const editor = { label, client, made: 0, acknowledged: 0 };
    client.provider.on('unsyncedChanges', ({ number }) => {
      if (number === 0 && !client.down()) editor.acknowledged = editor.made;
    });
    editors.push(editor);
    await client.synced;
  }
  const write = async (running, everyMs = 500) => {
    await Promise.all(editors.map(async (editor) => {
      for (let n = 1; running(); n += 1) {
        editor.client.edit((pages) => pages.map((page, i) => (i > 0 ? page : { ...page, elements: [...page.elements, {
          id: `${editor.label}-${n}`, type: 'text', position: { x: 20 + ((n * 37) % 560), y: 20 + ((n * 53) % 900) },
          size: { width: 200, height: 40 }, style: {}, html: `<p>${editor.label} change ${n}</p>`,
        }] })));
        editor.made = n;
        await pause(everyMs);
      }
    }));
    for (const editor of editors) if (await editor.client.saved(30_000)) editor.acknowledged = editor.made;
    const results = await Promise.all(editors.map(async (editor) => {
      const wanted = changeIds(editors.filter((other) => other !== editor));
      const sawOthers = await eventually(() => {
        const ids = elementIds(readPages(editor.client.doc));
        return wanted.every((id) => ids.has(id));
      }, 15_000);
      return { label: editor.label, made: editor.made, acknowledged: editor.acknowledged, reconnects: editor.client.reconnects, sawOthers };
    }));
    editors.forEach((editor) => editor.client.stop());
    return { ebookId, editors: results };
  };
  return { write, stop: () => editors.forEach((editor) => editor.client.stop()) };
}

/** The element ids of the acknowledged changes of `editors`. */
const changeIds = (editors) => editors.flatMap((editor) => Array.from({ length: editor.acknowledged }, (_, i) => `${editor.label}-${i + 1}`));

/** How many acknowledged changes of `editors` (liveBook's answer) `pages` lacks. */
export function missingChanges(pages, editors) {
  const ids = elementIds(pages);
  return changeIds(editors).filter((id) => !ids.has(id)).length;
}

/** The book's pages as a new editor opening it now gets them over the live channel. */
export async function openedPages({ url, token, ebookId }) {
  const client = liveClient({ url, token, ebookId });
  try {
    await Promise.race([client.synced, pause(30_000).then(() => Promise.reject(new Error(`book ${ebookId} did not open live within 30 s`)))]);
    return readPages(client.doc);
  } finally {
    client.stop();
  }
}
