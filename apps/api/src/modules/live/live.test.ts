import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { BookElement } from '@folio/shared';
import { applyPages, readPages } from '@folio/shared/live';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookLiveUpdates, users } from '../../db/schema.ts';
import { accountWithRole, ebookApi } from '../ebooks/fixtures/books.ts';
import { listening, liveEditor, share, until, type LiveEditor } from './fixtures.ts';
import { classApi } from '../classes/fixtures/classes.ts';
import { loadLiveDocument } from './persistence.ts';

const text = (id: string, html: string): BookElement => ({ id, type: 'text', position: { x: 10, y: 10 }, size: { width: 200, height: 50 }, style: {}, html });

/** One person's command in their browser's copy: the pages as they saw them, changed. */
function edit(editor: LiveEditor, change: (pages: ReturnType<typeof readPages>) => ReturnType<typeof readPages>) {
  const before = readPages(editor.doc);
  applyPages(editor.doc, before, change(before), 'me');
}
const firstText = (editor: LiveEditor) => readPages(editor.doc)[0]!.elements.find((e) => e.id === 'story') as BookElement & { html: string } | undefined;

describe('live editing of a book (decision 019)', () => {
  let t: TestApp;
  let url: string;
  let owner: { token: string; id: string };
  let api: ReturnType<typeof ebookApi>;
  const editors: LiveEditor[] = [];
  const open = (token: string, id: string, parameters?: Record<string, string>) => {
    const editor = liveEditor(url, token, id, parameters);
    editors.push(editor);
    return editor;
  };

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    url = await listening(t);
    api = ebookApi(t);
    owner = await accountWithRole(t, 'author');
  });
  afterAll(async () => {
    for (const editor of editors) editor.stop();
    await t.close();
  });

  /** A book of the owner's with one page holding the text box 'story'. */
  async function book() {
    const made = await api.make(owner.token);
    const pages = (await api.pages(owner.token, made.id)).json();
    const page = { ...pages.data[0], elements: [text('story', '<p>Once upon a time</p>')] };
    const saved = await api.savePages(owner.token, made.id, { version: pages.version, pages: [page], order: [page.id] });
    expect(saved.statusCode).toBe(200);
    return made.id;
  }

  it('shows each editor the other\'s work, and keeps both people\'s words typed in one text box', async () => {
    const id = await book();
    const coauthor = await accountWithRole(t, 'user');
    await share(t, id, coauthor.id, 'editor');
    const mine = open(owner.token, id);
    const theirs = open(coauthor.token, id);
    await Promise.all([mine.synced, theirs.synced]);
    expect(mine.scope()).toBe('read-write');
    expect(firstText(theirs)?.html).toBe('<p>Once upon a time</p>');

    edit(mine, (pages) => pages.map((p) => ({ ...p, elements: p.elements.map((e) => ({ ...e, html: '<p>Once upon a long time</p>' })) })));
    edit(theirs, (pages) => pages.map((p) => ({ ...p, elements: p.elements.map((e) => ({ ...e, html: '<p>Once upon a time there was a cat</p>' })) })));
    edit(theirs, (pages) => [...pages, { ...pages[0]!, id: 'page-two', name: 'Two', elements: [] }]);
    await until(() => firstText(mine)?.html === firstText(theirs)?.html && readPages(mine.doc).length === 2, 'both editors to converge');
    expect(firstText(mine)?.html).toBe('<p>Once upon a long time there was a cat</p>');
    expect(readPages(mine.doc)).toEqual(readPages(theirs.doc));
  });

  it('writes each change to the database before it is acknowledged, so a killed server loses none of them', async () => {
    const id = await book();
    const mine = open(owner.token, id);
    await mine.synced;
    edit(mine, (pages) => pages.map((p) => ({ ...p, name: 'Chapter one' })));
    await mine.saved();
    // What a new instance would load now, without any store of the pages having run.
    expect((await t.db.select().from(ebookLiveUpdates).where(eq(ebookLiveUpdates.ebookId, id))).length).toBeGreaterThan(0);
    const reloaded = new Y.Doc();
    await loadLiveDocument(t.db, id, reloaded);
    expect(readPages(reloaded)[0]!.name).toBe('Chapter one');
  });

  it('keeps a change that came before the one it follows, so the book loaded anew holds all of its author\'s later work', async () => {
    const id = await book();
    const mine = open(owner.token, id);
    await mine.synced;
    // Another browser's two commands, the second built on the first, reach the server the other way round (as when a
    // browser reconnects and sends a new change before the ones it made meanwhile).
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(mine.doc));
    const updates: Uint8Array[] = [];
    elsewhere.on('update', (update: Uint8Array) => void updates.push(update));
    const add = (element: BookElement) => {
      const before = readPages(elsewhere);
      applyPages(elsewhere, before, before.map((p) => ({ ...p, elements: [...p.elements, element] })), 'elsewhere');
    };
    add(text('first', '<p>First</p>'));
    add(text('second', '<p>Second</p>'));
    expect(updates).toHaveLength(2);
    mine.provider.documentUpdateHandler(updates[1]!, 'elsewhere');
    mine.provider.documentUpdateHandler(updates[0]!, 'elsewhere');
    await mine.saved();
    const reloaded = new Y.Doc();
    await loadLiveDocument(t.db, id, reloaded);
    expect(readPages(reloaded)[0]!.elements.map((e) => e.id)).toEqual(['story', 'first', 'second']);
  });

  it('writes the pages the page API and the reader read once the editors leave', async () => {
    const id = await book();
    const before = (await api.pages(owner.token, id)).json().version;
    const mine = open(owner.token, id);
    await mine.synced;
    edit(mine, (pages) => pages.map((p) => ({ ...p, elements: [...p.elements, text('second', '<p>The end</p>')] })));
    await mine.saved();
    mine.stop();
    // The last editor's leaving stores the pages at once.
    let answer = (await api.pages(owner.token, id)).json();
    await until(async () => (answer = (await api.pages(owner.token, id)).json()).version > before, 'the pages to be stored');
    expect(answer.data[0].elements.map((e: BookElement) => e.id)).toEqual(['story', 'second']);
  });

  it('opens the book read-only to a viewer and a commenter: their changes reach no one', async () => {
    const id = await book();
    const [viewer, commenter] = [await accountWithRole(t, 'user'), await accountWithRole(t, 'user')];
    await share(t, id, viewer.id, 'viewer');
    await share(t, id, commenter.id, 'commenter');
    const mine = open(owner.token, id);
    const looking = open(viewer.token, id);
    const commenting = open(commenter.token, id);
    await Promise.all([mine.synced, looking.synced, commenting.synced]);
    expect(looking.scope()).toBe('readonly');
    expect(commenting.scope()).toBe('readonly');
    edit(looking, (pages) => pages.map((p) => ({ ...p, name: 'Viewer was here' })));
    edit(mine, (pages) => pages.map((p) => ({ ...p, elements: [...p.elements, text('marker', 'x')] })));
    await until(() => readPages(looking.doc)[0]!.elements.some((e) => e.id === 'marker'), 'the owner\'s change to reach the viewer');
    expect(readPages(mine.doc)[0]!.name).not.toBe('Viewer was here');
    expect((await api.pages(owner.token, id)).json().data[0].name).not.toBe('Viewer was here');
  });

  it("shows each editor's presence under the name of the account signed in, whatever the browser announces", async () => {
    const id = await book();
    const coauthor = await accountWithRole(t, 'user');
    await share(t, id, coauthor.id, 'editor');
    const nameOf = async (id: string) => (await t.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name;
    const [ownerName, coauthorName] = [await nameOf(owner.id), await nameOf(coauthor.id)];
    const mine = open(owner.token, id);
    const theirs = open(coauthor.token, id);
    await Promise.all([mine.synced, theirs.synced]);
    // The co-author's browser claims to be the owner, and sends more than presence holds.
    theirs.provider.setAwarenessField('presence', { user: { id: owner.id, name: ownerName }, pageId: 'p'.repeat(500), selection: ['a', 7, 'b'], view: { zoom: 1.5, x: 300, y: 200 }, extra: 'x' });
    const seen = () => mine.provider.awareness!.getStates().get(theirs.provider.awareness!.clientID)?.presence as Record<string, unknown> | undefined;
    await until(() => seen() !== undefined, "the co-author's presence to reach the owner");
    expect(seen()).toEqual({ user: { id: coauthor.id, name: coauthorName }, pageId: null, selection: ['a', 'b'], view: { zoom: 1.5, x: 300, y: 200 } });
  });

  it('refuses a stranger, a signed-out token, a book that is not there and an editor of another format', async () => {
    const id = await book();
    const stranger = await accountWithRole(t, 'user');
    await expect(open(stranger.token, id).synced).rejects.toThrow('forbidden');
    await expect(open('not-a-token', id).synced).rejects.toThrow('signed-out');
    await expect(open(owner.token, '00000000-0000-4000-8000-000000000000').synced).rejects.toThrow('forbidden');
    // A tab running the editor's code of before the document's shape changed is told it is out of date.
    await expect(open(owner.token, id, { format: '1' }).synced).rejects.toThrow('outdated');
  });

  it('refuses a change that breaks the document schema, and keeps the document as it was', async () => {
    const id = await book();
    const mine = open(owner.token, id);
    const other = open(owner.token, id);
    await Promise.all([mine.synced, other.synced]);
    edit(mine, (pages) => pages.map((p) => ({ ...p, elements: [...p.elements, { ...text('broken', 'x'), position: { x: 'left' } } as unknown as BookElement] })));
    await until(() => mine.closed() !== undefined, 'the connection to close');
    expect(mine.closed()?.reason).toBe('invalid');
    const reloaded = new Y.Doc();
    await loadLiveDocument(t.db, id, reloaded);
    expect(readPages(reloaded)[0]!.elements.map((e) => e.id)).toEqual(['story']);
    expect(readPages(other.doc)[0]!.elements.map((e) => e.id)).toEqual(['story']);
    // The refused browser connects again, as the editor does, and its copy goes back to the server's: the change was
    // taken back there.
    const socket = mine.provider.configuration.websocketProvider;
    socket.on('disconnect', () => void socket.connect());
    socket.disconnect();
    await until(() => readPages(mine.doc)[0]!.elements.length === 1, 'the refused change to be taken back in its browser');
    expect(readPages(mine.doc)).toEqual(readPages(other.doc));
  });

  it("takes a save through the page API as a change of the live document: the editor sees it, and keeps its own work", async () => {
    const id = await book();
    const mine = open(owner.token, id);
    await mine.synced;
    // The editor adds a page that the pages (the rows) do not have yet.
    edit(mine, (pages) => [...pages, { ...pages[0]!, id: 'live-page', name: 'Live', elements: [] }]);
    await mine.saved();
    const current = (await api.pages(owner.token, id)).json();
    const page = { ...current.data[0], name: 'Renamed by the API' };
    const saved = await api.savePages(owner.token, id, { version: current.version, pages: [page], order: current.data.map((p: { id: string }) => p.id) });
    expect(saved.statusCode).toBe(200);
    await until(() => readPages(mine.doc)[0]!.name === 'Renamed by the API', 'the API save to reach the editor');
    expect(readPages(mine.doc).map((p) => p.id)).toContain('live-page');
  });

  it("names live editors in the next version, sends an approved book back to pending, and brings a restored version to them", async () => {
    const id = await book();
    const admin = await t.login('admin@folio.test');
    expect((await api.decide(admin, id, { approval_status: 'approved' })).statusCode).toBe(200);
    const named = await api.call('POST', `/${id}/versions`, owner.token, { name: 'Before the live edit' });
    expect(named.statusCode).toBe(201);
    const mine = open(owner.token, id);
    await mine.synced;
    edit(mine, (pages) => pages.map((p) => ({ ...p, name: 'Edited live' })));
    await mine.saved();
    mine.stop();
    await until(async () => (await api.read(owner.token, id)).json().data.approval_status === 'pending', 'the book to go back to pending');
    const later = await api.call('POST', `/${id}/versions`, owner.token, { name: 'After' });
    expect(later.json().data.authors.map((a: { id: string }) => a.id)).toEqual([owner.id]);

    const again = open(owner.token, id);
    await again.synced;
    expect(readPages(again.doc)[0]!.name).toBe('Edited live');
    const restored = await api.call('POST', `/${id}/versions/${named.json().data.id}/restore`, owner.token, {});
    expect(restored.statusCode).toBe(200);
    await until(() => readPages(again.doc)[0]!.name !== 'Edited live', 'the restored pages to reach the editor');
  });

  it("opens a pupil's book to the class's teacher to review (read-only, comments allowed), and writes down that they looked", async () => {
    const classes = classApi(t);
    const teacher = await t.login('user@folio.test');
    const c = await classes.classWithPupils(teacher, ['Ada Byron']);
    const pupilBook = (await classes.call('POST', '/classroom/books', c.pupils[0]!.token, { title: 'Engines' })).json().data;
    const reviewing = open(teacher, pupilBook.id);
    await reviewing.synced;
    expect(reviewing.scope()).toBe('readonly');
    const comment = await api.call('POST', `/${pupilBook.id}/comments`, teacher, { page_id: readPages(reviewing.doc)[0]!.id, body: 'Tell me more about the engine.' });
    expect(comment.statusCode).toBe(201);
    const audit = (await classes.call('GET', `/classes/${c.id}/audit`, teacher)).json().data;
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'read_book' })]));
    // Another teacher's pupil's book stays closed to them.
    const stranger = await accountWithRole(t, 'user');
    await expect(open(stranger.token, pupilBook.id).synced).rejects.toThrow('forbidden');
  });

  it('tells a browser that kept a copy of another lineage of the book to drop it', async () => {
    const id = await book();
    const mine = open(owner.token, id);
    await mine.synced;
    await expect(open(owner.token, id, { lineage: '00000000-0000-4000-8000-000000000000' }).synced).rejects.toThrow('lineage');
  });
});
