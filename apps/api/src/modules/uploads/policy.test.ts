import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadKind } from '@folio/shared';
import type { TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser, updateUser } from '../../../test/helpers.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { makePdf, multipart, uploadAs } from './fixtures/files.ts';
import { makeMp3, makeWebm } from './fixtures/media.ts';
import { createTestApp } from '../../../test/harness.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user';
type Actor = Role | 'visitor';
/** Whose file it is: the actor's own upload, or another account's. */
type Owner = 'own' | "someone else's";

const ROLES: Role[] = ['admin', 'publisher', 'author', 'user'];
const ACTORS: Actor[] = [...ROLES, 'visitor'];
const KINDS: UploadKind[] = ['image', 'pdf', 'audio', 'video', 'document'];

/** A small, valid file of each kind: its bytes, name and declared type. */
const FILES: Record<UploadKind, () => Promise<[Buffer, string, string]>> = {
  image: async () => [await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } }).png().toBuffer(), 'picture.png', 'image/png'],
  pdf: async () => [await makePdf(2), 'book.pdf', 'application/pdf'],
  audio: async () => [makeMp3(), 'song.mp3', 'audio/mpeg'],
  video: async () => [makeWebm(), 'lesson.webm', 'video/webm'],
  document: async () => [await sharp({ create: { width: 16, height: 16, channels: 3, background: '#cc3366' } }).png().toBuffer(), 'nid.png', 'image/png'],
};

/**
 * POST /api/uploads?kind=…, per role (uploads/policy.ts): every signed-in role uploads images, PDF books, sound
 * and video; identity documents are uploaded by admins alone; a visitor is asked to sign in.
 */
const UPLOAD: Record<Actor, Record<UploadKind, number>> = {
  admin: { image: 201, pdf: 201, audio: 201, video: 201, document: 201 },
  publisher: { image: 201, pdf: 201, audio: 201, video: 201, document: 403 },
  author: { image: 201, pdf: 201, audio: 201, video: 201, document: 403 },
  user: { image: 201, pdf: 201, audio: 201, video: 201, document: 403 },
  visitor: { image: 401, pdf: 401, audio: 401, video: 401, document: 401 },
};

/**
 * A stored file read at its address (GET /uploads/…): images, sound and video are public, whoever uploaded
 * them and whoever asks; PDF books and identity documents are never served there, not to their uploader
 * either, nor to an admin (404): they go out only through the routes that check who asks.
 */
const PUBLIC_ONLY: Record<UploadKind, number> = { image: 200, pdf: 404, audio: 200, video: 200, document: 404 };
/** Own documents exist for admins alone (no one else uploads one). */
const { document: _noOwnDocument, ...PUBLIC_ONLY_BUT_DOCUMENTS } = PUBLIC_ONLY;
const SERVED: Record<Actor, Partial<Record<Owner, Partial<Record<UploadKind, number>>>>> = {
  admin: { own: PUBLIC_ONLY, "someone else's": PUBLIC_ONLY },
  publisher: { own: PUBLIC_ONLY_BUT_DOCUMENTS, "someone else's": PUBLIC_ONLY },
  author: { own: PUBLIC_ONLY_BUT_DOCUMENTS, "someone else's": PUBLIC_ONLY },
  user: { own: PUBLIC_ONLY_BUT_DOCUMENTS, "someone else's": PUBLIC_ONLY },
  visitor: { "someone else's": PUBLIC_ONLY },
};

/**
 * A file put to use in a new book of the actor's (its cover image, its PDF file): only the actor's own
 * uploads, so that no one reads another account's PDF book through a book of their own (422 on the field).
 */
const ATTACH: Record<Role, Record<Owner, { cover_image: number; pdf_file: number }>> = {
  admin: { own: { cover_image: 201, pdf_file: 201 }, "someone else's": { cover_image: 422, pdf_file: 422 } },
  publisher: { own: { cover_image: 201, pdf_file: 201 }, "someone else's": { cover_image: 422, pdf_file: 422 } },
  author: { own: { cover_image: 201, pdf_file: 201 }, "someone else's": { cover_image: 422, pdf_file: 422 } },
  user: { own: { cover_image: 201, pdf_file: 201 }, "someone else's": { cover_image: 422, pdf_file: 422 } },
};

/** The uploads rule table walked as a grid: role × kind for uploading, role × owner × kind for reading a file back and putting it to use. */
describe('uploads policy (role × owner × kind × action)', () => {
  let t: TestApp;
  let books: ReturnType<typeof ebookApi>;
  const tokens = {} as Record<Role, string>;
  /** The address of a file of each kind, by whose it is: each role's own, and a stranger's (an admin's, who uploads every kind). */
  const files = {} as Record<Role | 'stranger', Partial<Record<UploadKind, string>>>;

  const upload = async (token: string | null, kind: UploadKind) => {
    const [bytes, name, type] = await FILES[kind]();
    if (token) return uploadAs(t, token, kind, bytes, name, type);
    const { payload, headers } = multipart(bytes, name, type);
    return t.app.inject({ method: 'POST', url: `/api/uploads?kind=${kind}`, payload, headers });
  };

  const store = async (token: string, kind: UploadKind) => {
    const res = await upload(token, kind);
    if (res.statusCode !== 201) throw new Error(`${kind} upload failed: ${res.statusCode} ${res.body}`);
    return res.json().data.url as string;
  };

  beforeAll(async () => {
    // The API with its job queue, which an uploaded PDF book is queued on.
    t = await createTestApp(NO_IP_LIMIT);
    books = ebookApi(t);
    // Accounts of their own, so that no file in the grid is anyone's but the one who uploaded it.
    for (const role of ROLES) {
      const account = await registerUser(t);
      if (role !== 'user') await updateUser(t.db, account.email, { role });
      tokens[role] = account.token;
    }
    const stranger = await registerUser(t);
    await updateUser(t.db, stranger.email, { role: 'admin' });
    files.stranger = {};
    for (const kind of KINDS) files.stranger[kind] = await store(stranger.token, kind);
    for (const role of ROLES) {
      files[role] = {};
      for (const kind of KINDS) if (UPLOAD[role][kind] === 201) files[role][kind] = await store(tokens[role], kind);
    }
  });
  afterAll(async () => { await t.close(); });

  it.each(ACTORS)('%s: uploading each kind answers as the table says', async (actor) => {
    const token = actor === 'visitor' ? null : tokens[actor];
    const statuses = {} as Record<UploadKind, number>;
    const bodies: string[] = [];
    for (const kind of KINDS) {
      const res = await upload(token, kind);
      statuses[kind] = res.statusCode;
      bodies.push(`${kind}: ${res.body.slice(0, 200)}`);
    }
    expect(statuses, bodies.join('\n')).toEqual(UPLOAD[actor]);
  });

  const SERVED_CELLS = ACTORS.flatMap((actor) => (Object.keys(SERVED[actor]) as Owner[]).map((owner) => ({ actor, owner })));

  it.each(SERVED_CELLS)("$actor, $owner files: each kind is served at its address as the table says", async ({ actor, owner }) => {
    const token = actor === 'visitor' ? null : tokens[actor];
    const expected = SERVED[actor][owner]!;
    const statuses: Partial<Record<UploadKind, number>> = {};
    for (const kind of Object.keys(expected) as UploadKind[]) {
      const url = (owner === 'own' ? files[actor as Role] : files.stranger)[kind]!;
      statuses[kind] = (await t.app.inject({ url, headers: token ? t.bearer(token) : {} })).statusCode;
    }
    expect(statuses).toEqual(expected);
  });

  const ATTACH_CELLS = ROLES.flatMap((role) => (['own', "someone else's"] as Owner[]).map((owner) => ({ role, owner })));

  it.each(ATTACH_CELLS)('$role, $owner files: putting them to use in a new book answers as the table says', async ({ role, owner }) => {
    const source = owner === 'own' ? files[role] : files.stranger;
    const cover = await books.create(tokens[role], { cover_image: source.image });
    const pdf = await books.create(tokens[role], { book_type: 'pdf', pdf_file: source.pdf });
    expect({ cover_image: cover.statusCode, pdf_file: pdf.statusCode }, `${cover.body}\n${pdf.body}`).toEqual(ATTACH[role][owner]);
    if (cover.statusCode === 422) expect(Object.keys(cover.json().errors)).toEqual(['cover_image']);
    if (pdf.statusCode === 422) expect(Object.keys(pdf.json().errors)).toEqual(['pdf_file']);
  });

  it('a visitor may put no file to use (401)', async () => {
    expect((await books.create(null, { cover_image: files.stranger.image })).statusCode).toBe(401);
  });

  it('refuses a document from a role that may not upload one before looking at the file (403, where an admin gets 415)', async () => {
    const notADocument = (token: string) => uploadAs(t, token, 'document', Buffer.from('plain words, no scan'), 'nid.txt', 'text/plain');
    for (const role of ['publisher', 'author', 'user'] as const) {
      const res = await notADocument(tokens[role]);
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await notADocument(tokens.admin)).statusCode).toBe(415);
  });
});
