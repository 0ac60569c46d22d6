import { authors } from '../schema.ts';
import { demoImage } from './images.ts';
import type { SeedContext } from './context.ts';

/** Twelve authors (two pages at ten rows), one of them inactive, each with a portrait and a short bio. */
const DEMO_AUTHORS: { name: string; bio: string; active?: false }[] = [
  { name: 'Maya Okafor', bio: 'Former primary teacher who writes picture books about curious children and the science hiding in everyday kitchens.' },
  { name: 'Tomás Herrera', bio: 'Marine biologist turned storyteller; his illustrated guides take young readers along the coral reefs of the Caribbean.' },
  { name: 'Ayesha Siddiqui', bio: 'Mathematics educator from Dhaka whose puzzle books make fractions, patterns and logic feel like games.' },
  { name: 'Hiroshi Tanaka', bio: 'Historian and manga artist who retells the stories of ancient trade routes for readers aged ten and up.' },
  { name: 'Seo-yeon Kim', bio: 'Linguist and mother of two, writing bilingual first readers in Korean and English with playful rhymes.' },
  { name: 'Omar Haddad', bio: 'Poet and calligrapher whose collections introduce children to Arabic poetry, rhythm and the art of lettering.' },
  { name: 'Clara Lindqvist', bio: 'Nature writer from the Swedish archipelago; her field journals teach kids to observe birds, tides and seasons.' },
  { name: 'Daniel Mensah', bio: 'Software engineer who writes friendly coding adventures where robots learn loops, conditions and kindness.' },
  { name: 'Priya Raman', bio: 'Art teacher whose activity books pair famous paintings with hands-on projects for the classroom.' },
  { name: 'Lucas Moreau', bio: 'Geography teacher and traveller, author of atlas-style books that follow rivers from their source to the sea.' },
  { name: 'Fatima Zahra Benali', bio: 'Children\'s librarian who collects folk tales from North Africa and retells them for early readers.' },
  { name: 'Grace Whitfield', bio: 'Retired science teacher; her older experiment workbooks are kept for reference while new editions are prepared.', active: false },
];

// Seeded rows share one transaction (one now()); spaced creation times keep the list order stable.
const MINUTE = 60_000;

export async function seedAuthors({ db, storage }: SeedContext) {
  const start = Date.now();
  const rows = [];
  for (const [i, a] of DEMO_AUTHORS.entries()) {
    const initials = a.name.split(' ').map((part) => part[0]).slice(0, 2).join('');
    rows.push({
      name: a.name,
      bio: a.bio,
      status: a.active === false ? ('inactive' as const) : ('active' as const),
      photo: await demoImage(storage, initials, (i * 37 + 200) % 360),
      createdAt: new Date(start - (i + 1) * MINUTE),
    });
  }
  await db.insert(authors).values(rows);
}
