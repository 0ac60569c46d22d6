import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser, updateUser } from '../../../test/helpers.ts';
import { uploads, users } from '../../db/schema.ts';
import { uploadImage } from '../uploads/fixtures/files.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user';
/** Whose profile, password or file the call aims at: the actor's own, or another account's. */
type Owner = 'own' | "someone else's";
type Action = 'read' | 'update' | 'password' | 'password_in_profile' | 'picture' | 'private_picture';
/** Whose account the call changed (or, for a read, showed): the actor's, the other account's, or none. */
type Whose = 'own' | 'theirs' | 'none';

interface Outcome { status: number; whose: Whose }

/**
 * What the server must answer (architecture.md §3 `PUT /api/profile`), the same for every role: an account reads
 * and changes its own profile only, whatever the request names (the routes take the account from the
 * session); a password change needs the account's own current password; its picture is one of its own
 * image uploads, never another account's file or a private one (422 on the field).
 */
const OWN: Record<Action, Outcome> = {
  read: { status: 200, whose: 'own' },
  update: { status: 200, whose: 'own' },
  password: { status: 200, whose: 'own' },
  password_in_profile: { status: 200, whose: 'own' },
  picture: { status: 200, whose: 'own' },
  // A private file (a PDF book) is no picture, even the actor's own.
  private_picture: { status: 422, whose: 'none' },
};
const SOMEONE_ELSES: Record<Action, Outcome> = {
  // Naming another account (its id, its email) reaches the actor's own profile.
  read: { status: 200, whose: 'own' },
  update: { status: 200, whose: 'own' },
  // Another account's password is not the actor's current password.
  password: { status: 422, whose: 'none' },
  password_in_profile: { status: 422, whose: 'none' },
  picture: { status: 422, whose: 'none' },
  private_picture: { status: 422, whose: 'none' },
};
const EXPECTED: Record<Role, Record<Owner, Record<Action, Outcome>>> = {
  admin: { own: OWN, "someone else's": SOMEONE_ELSES },
  publisher: { own: OWN, "someone else's": SOMEONE_ELSES },
  author: { own: OWN, "someone else's": SOMEONE_ELSES },
  user: { own: OWN, "someone else's": SOMEONE_ELSES },
};

const ROLES = Object.keys(EXPECTED) as Role[];
const CELLS = ROLES.flatMap((role) => (['own', "someone else's"] as Owner[]).map((owner) => ({ role, owner, expected: EXPECTED[role][owner] })));

interface Account { id: string; email: string; password: string; token: string }

/** The profile routes walked as a grid: role × owner × action, the status of each call and whose account it reached. */
describe('profile policy (role × owner × action)', () => {
  let t: TestApp;

  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  /** A new account of the role, with a password of its own, signed in. */
  const account = async (role: Role): Promise<Account> => {
    const made = await registerUser(t, { password: `password-${randomUUID()}` });
    if (role !== 'user') await updateUser(t.db, made.email, { role });
    return { id: made.user.id, email: made.email, password: made.password, token: made.token };
  };
  const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const signsIn = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode === 200;
  /** An upload row of a private kind, as a PDF book's upload leaves it. */
  const privateFile = async (ownerId: string, kind: 'pdf' | 'document') => {
    const key = `${kind}/test/${randomUUID()}.pdf`;
    await t.db.insert(uploads).values({ ownerId, kind, key, mime: 'application/pdf', size: 1 });
    return `/uploads/${key}`;
  };

  it.each(CELLS)('$role, $owner: each action answers as the table says and reaches only whose the table says', async ({ role, owner, expected }) => {
    const me = await account(role);
    const other = await account('user');
    const target = owner === 'own' ? me : other;
    const headers = t.bearer(me.token);
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });
    const outcomes = {} as Record<Action, Outcome>;
    const bodies: string[] = [];
    type Column = 'name' | 'passwordHash' | 'profilePicture';
    /** The column in both accounts, the actor's first. */
    const snapshot = async (column: Column) => [(await rowOf(me.id))[column], (await rowOf(other.id))[column]] as const;
    /** Which of the two accounts differs in the column from `before`. */
    const changed = async (before: readonly [string | null, string | null], column: Column): Promise<Whose> => {
      const [mine, theirs] = await snapshot(column);
      return mine !== before[0] ? 'own' : theirs !== before[1] ? 'theirs' : 'none';
    };
    const record = (action: Action, res: { statusCode: number; body: string }, whose: Whose) => {
      outcomes[action] = { status: res.statusCode, whose };
      bodies.push(`${action}: ${res.body.slice(0, 200)}`);
    };

    // Read: the profile answered is the actor's, whichever account the query names.
    const read = await t.app.inject({ url: `/api/profile?id=${target.id}&email=${encodeURIComponent(target.email)}`, headers });
    const shown = read.statusCode === 200 ? read.json().data.id : null;
    record('read', read, shown === me.id ? 'own' : shown === other.id ? 'theirs' : 'none');

    // Update: a body naming the target (and asking for a role and another email) changes the actor's name only.
    let before = await snapshot('name');
    const update = await put('/api/profile', { id: target.id, user_id: target.id, email: target.email, role: 'admin', name: `Renamed ${randomUUID().slice(0, 6)}` });
    record('update', update, await changed(before, 'name'));
    const after = await rowOf(me.id);
    expect([after.role, after.email]).toEqual([role, me.email]);

    // Password, on its own route and in the profile form, with the target's current password.
    before = await snapshot('passwordHash');
    const password = await put('/api/profile/password', { current_password: target.password, new_password: 'changed-password-1', confirm_password: 'changed-password-1' });
    record('password', password, await changed(before, 'passwordHash'));
    const token = password.statusCode === 200 ? (password.json().token as string) : me.token;
    if (password.statusCode === 200) me.password = 'changed-password-1';
    const put2 = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: t.bearer(token), payload });
    before = await snapshot('passwordHash');
    const inProfile = await put2({ name: 'Still me', current_password: target.password, new_password: 'changed-password-2', confirm_password: 'changed-password-2' });
    record('password_in_profile', inProfile, await changed(before, 'passwordHash'));
    const latest = inProfile.statusCode === 200 ? (inProfile.json().token as string) : token;
    // The other account still signs in with its own password.
    expect(await signsIn(other.email, other.password)).toBe(true);

    // Pictures: an image upload of the target's, then a private file of the target's (a PDF book, or an identity document).
    const put3 = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: t.bearer(latest), payload });
    const image = await uploadImage(t, target === me ? latest : other.token);
    before = await snapshot('profilePicture');
    record('picture', await put3({ name: 'Pictured', profile_picture: image.url }), await changed(before, 'profilePicture'));
    const hidden = await privateFile(target.id, owner === 'own' ? 'pdf' : 'document');
    before = await snapshot('profilePicture');
    record('private_picture', await put3({ name: 'Pictured', profile_picture: hidden }), await changed(before, 'profilePicture'));

    expect(outcomes, bodies.join('\n')).toEqual(expected);
  });

  it('keeps the picture the account already has, and takes it away on null', async () => {
    const me = await account('author');
    // A picture set by an admin (the users screen), not an upload of the account's own.
    await updateUser(t.db, me.email, { profilePicture: '/uploads/image/demo/avatar.webp' });
    const put = (profile_picture: string | null) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: t.bearer(me.token), payload: { name: 'Kept', profile_picture } });
    expect((await put('/uploads/image/demo/avatar.webp')).statusCode).toBe(200);
    expect((await put(null)).statusCode).toBe(200);
    expect((await rowOf(me.id)).profilePicture).toBeNull();
  });

  it('accepts the thumbnail of an own image, and refuses an address off the site', async () => {
    const me = await account('user');
    const image = await uploadImage(t, me.token);
    const put = (profile_picture: string) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: t.bearer(me.token), payload: { name: 'Thumb', profile_picture } });
    expect((await put(image.thumbnail_url)).statusCode).toBe(200);
    const res = await put('https://tracker.example.com/pixel.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ profile_picture: ['Upload the file from your computer'] });
  });

  it('asks a visitor to sign in for every profile route (401)', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', payload: { name: 'X' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile/password', payload: {} })).statusCode).toBe(401);
  });
});
