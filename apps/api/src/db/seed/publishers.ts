import { eq } from 'drizzle-orm';
import { publishers, users } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { demoImage } from './images.ts';
import type { Db } from '../client.ts';
import type { SeedContext } from './context.ts';

/** The demo publisher sign-in (seedDemoAccounts) is the account of the first seeded publisher. */
const DEMO_PUBLISHER_EMAIL = 'publisher@folio.test';

interface DemoPublisher {
  name: string;
  city: string;
  active?: false;
}

/**
 * Twelve publishers (two pages at ten rows), one inactive. Each has a sign-in account with the demo
 * password: the first one is publisher@folio.test, the others pub-01@example.com, pub-02@example.com, …
 */
const DEMO_PUBLISHERS: DemoPublisher[] = [
  { name: 'Northwind Press', city: 'Dhaka' },
  { name: 'Riverbend Learning', city: 'Chattogram' },
  { name: 'Lotus Leaf Publications', city: 'Sylhet' },
  { name: 'Blue Heron Books', city: 'Khulna' },
  { name: 'Sunrise Educational', city: 'Rajshahi' },
  { name: 'Cedar & Quill', city: 'Seoul' },
  { name: 'Sakura Page House', city: 'Osaka' },
  { name: 'Oasis Knowledge Press', city: 'Amman' },
  { name: 'Maple Grove Media', city: 'Toronto' },
  { name: 'Little Lantern Books', city: 'Barishal' },
  { name: 'Compass Rose Classroom', city: 'Cumilla' },
  { name: 'Old Mill Editions', city: 'Rangpur', active: false },
];

const publisherLoginEmail = (index: number) => (index === 0 ? DEMO_PUBLISHER_EMAIL : `pub-${String(index).padStart(2, '0')}@example.com`);

// Seeded rows share one transaction (one now()); spaced creation times keep the list order stable.
const MINUTE = 60_000;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '');
const initials = (name: string) => name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).slice(0, 2).join('');

/** The demo account, unless a publisher already has it. */
async function unlinked(db: Db, userId: string | undefined) {
  if (!userId) return undefined;
  const [taken] = await db.select({ id: publishers.id }).from(publishers).where(eq(publishers.userId, userId)).limit(1);
  return taken ? undefined : userId;
}

/** A new sign-in account, or undefined when the e-mail is already registered. */
async function newAccount(db: Db, values: typeof users.$inferInsert) {
  const [account] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
  return account?.id;
}

export async function seedPublishers({ db, config, storage }: SeedContext) {
  // One hash for all: argon2 is slow on purpose, and they share the one demo password.
  const passwordHash = await hashPassword(config.demoPassword);
  const [demoAccount] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PUBLISHER_EMAIL)).limit(1);
  const start = Date.now();

  for (const [i, p] of DEMO_PUBLISHERS.entries()) {
    const active = p.active !== false;
    const createdAt = new Date(start - (i + 1) * MINUTE);
    const userId = i === 0 ? await unlinked(db, demoAccount?.id) : await newAccount(db, { name: p.name, email: publisherLoginEmail(i), passwordHash, role: 'publisher', isActive: active, createdAt });
    // The account is taken (seeded before, or made by hand): leave that publisher as it is.
    if (!userId) continue;
    const hue = (i * 41 + 120) % 360;
    // The first publisher shows a complete profile with every document; the others a logo and the basics.
    // Identity documents are private files (admins read them through the API), the photo a public image.
    const documents =
      i === 0
        ? {
            nidImage: await demoImage(storage, 'NID', hue, { width: 480, height: 300 }, 'document'),
            proprietorPhoto: await demoImage(storage, 'Photo', hue),
            proprietorSignature: await demoImage(storage, 'Signature', hue, { width: 480, height: 160 }, 'document'),
            tradeLicenseImage: await demoImage(storage, 'Licence', hue, { width: 480, height: 640 }, 'document'),
          }
        : {};
    const n = String(i + 1).padStart(2, '0');
    await db.insert(publishers).values({
      userId,
      name: p.name,
      email: `hello@${slug(p.name)}.example.com`,
      mobile: `+880 1711 0000${n}`,
      nid: `19901234567${n}`,
      presentAddress: `${10 + i} Lake Road, ${p.city}`,
      permanentAddress: `${20 + i} Station Road, ${p.city}`,
      officePresentAddress: `Suite ${100 + i}, Book Tower, ${p.city}`,
      officePermanentAddress: `Suite ${100 + i}, Book Tower, ${p.city}`,
      tradeLicenseNumber: `TRAD/DNCC/0${n}/2024`,
      logo: await demoImage(storage, initials(p.name), hue),
      etin: `5123456789${n}`,
      vatNumber: `00012345${n}`,
      officeMobile: `+880 1811 0000${n}`,
      officePhone: `+880 2 5500 00${n}`,
      officeEmail: `office@${slug(p.name)}.example.com`,
      status: active ? 'active' : 'inactive',
      ...documents,
      createdAt,
    });
  }
}
