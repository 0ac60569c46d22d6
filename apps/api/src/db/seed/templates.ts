import { eq } from 'drizzle-orm';
import { PAGE_DIMENSIONS, type BookPage } from '@folio/shared';
import { templates, users } from '../schema.ts';
import { insertPages } from '../../modules/pages/store.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { demoImage } from './images.ts';
import type { SeedContext } from './context.ts';
import { flashcardPages, magazinePages, pictureBookPages, worksheetPages, type Deck, type Magazine, type PictureBook, type Worksheet } from './template-pages.ts';

const PICTURE_BOOKS: (PictureBook & { label: string })[] = [
  {
    title: 'Ocean Friends',
    label: 'Ocean',
    pictures: ['Reef', 'Fog', 'Home'],
    byline: 'A picture book about the sea',
    hue: 200,
    story: [
      'Deep in the blue sea lived a little turtle called Tiko. Every morning Tiko swam to the reef to say hello.',
      'One day the water turned cloudy. Tiko could not see the reef at all. Who could help?',
      'A school of silver fish swam by. “Follow us!” they said, and together they found the way home.',
    ],
  },
  {
    title: 'The Brave Little Fox',
    label: 'Fox',
    pictures: ['Forest', 'Owl', 'Hero'],
    byline: 'A picture book about courage',
    hue: 25,
    story: [
      'At the edge of the forest lived a small red fox who was afraid of the dark.',
      'When the owl lost her glasses, only someone small enough to crawl under the old log could find them.',
      'The fox took a deep breath, crawled into the dark, and came out a hero.',
    ],
  },
  {
    title: 'Journey to the Stars',
    label: 'Stars',
    pictures: ['Rocket', 'Saturn', 'Map'],
    byline: 'A picture book about space',
    hue: 255,
    story: [
      'Mira built a rocket from a cardboard box, three paper cups and a lot of imagination.',
      'Past the Moon, past Mars, past the rings of Saturn she flew, counting the stars as she went.',
      'When she landed back in her bedroom, she drew a map so that you can fly there too.',
    ],
  },
];

const WORKSHEETS: Worksheet[] = [
  {
    title: 'Fractions Check-in',
    subject: 'Maths',
    instructions: 'Read each question carefully and choose one answer.',
    hue: 150,
    questions: [
      { question: 'Which fraction is the same as one half?', options: ['2/4', '1/3', '3/5', '2/3'], answer: 0 },
      { question: 'What is 1/4 + 1/4?', options: ['1/8', '2/8', '1/2', '2/16'], answer: 2 },
      { question: 'Which fraction is the largest?', options: ['1/5', '1/3', '1/8', '1/10'], answer: 1 },
    ],
  },
  {
    title: 'Solar System Quiz',
    subject: 'Science',
    instructions: 'Choose the best answer for each question about our solar system.',
    hue: 230,
    questions: [
      { question: 'Which planet is closest to the Sun?', options: ['Venus', 'Earth', 'Mercury', 'Mars'], answer: 2 },
      { question: 'Which planet is famous for its rings?', options: ['Saturn', 'Jupiter', 'Neptune', 'Mars'], answer: 0 },
      { question: 'What is the Sun?', options: ['A planet', 'A star', 'A moon', 'A comet'], answer: 1 },
    ],
  },
  {
    title: 'World Capitals Quiz',
    subject: 'Geography',
    instructions: 'Match each country with its capital city.',
    hue: 10,
    questions: [
      { question: 'What is the capital of Japan?', options: ['Osaka', 'Kyoto', 'Tokyo', 'Sapporo'], answer: 2 },
      { question: 'What is the capital of Bangladesh?', options: ['Dhaka', 'Chattogram', 'Khulna', 'Sylhet'], answer: 0 },
      { question: 'What is the capital of South Korea?', options: ['Busan', 'Seoul', 'Incheon', 'Daegu'], answer: 1 },
    ],
  },
];

const DECKS: (Deck & { label: string })[] = [
  {
    title: 'Spanish Greetings',
    label: '¡Hola!',
    intro: 'Learn six everyday greetings. Say the word aloud, then flip the card to check its meaning.',
    hue: 345,
    cards: [['Hola', 'Hello'], ['Buenos días', 'Good morning'], ['Buenas noches', 'Good night'], ['Gracias', 'Thank you'], ['Por favor', 'Please'], ['Adiós', 'Goodbye']],
  },
  {
    title: 'Shapes and Colours',
    label: 'Shapes',
    intro: 'A first deck for young learners: name the shape or the colour, then flip to see if you were right.',
    hue: 45,
    cards: [['A shape with three sides', 'Triangle'], ['A shape with four equal sides', 'Square'], ['The colour of the sky', 'Blue'], ['The colour of grass', 'Green'], ['A round shape', 'Circle']],
  },
  {
    title: 'Times Tables: Sevens',
    label: '7 × 7',
    intro: 'Practise the seven times table until every answer comes quickly.',
    hue: 285,
    cards: [['7 × 2', '14'], ['7 × 3', '21'], ['7 × 4', '28'], ['7 × 6', '42'], ['7 × 7', '49'], ['7 × 8', '56'], ['7 × 9', '63']],
  },
];

/** Four columns of an article about a school club, for the magazine spreads. */
const article = (topic: string): Magazine['columns'] => [
  [
    `Our ${topic} team spent the term asking big questions and finding surprising answers. Here is what they discovered, told in their own words.`,
    'It started with a single notebook left on a classroom shelf. By the end of the first week, twenty pupils had added a page of their own.',
  ],
  [
    `Every week brought a new challenge. Some experiments worked the first time; most did not. That, the team agreed, was the best part of ${topic}.`,
    'Teachers stepped back and let the pupils lead. The results were messy, loud and, everyone agreed, far more memorable than any worksheet.',
  ],
  [
    'Visitors were invited to try the activities themselves. Younger pupils loved the hands-on tables, and parents stayed long after the bell.',
    'One grandparent brought photographs from fifty years ago, and the whole class spent an afternoon comparing then and now.',
  ],
  [`Next term the ${topic} club opens to everyone. Sign up with your class teacher and bring a friend: there is room for all.`],
];

const MAGAZINES: (Magazine & { label: string })[] = [
  { label: 'News', title: 'The School Times', issue: 'Spring issue · News from every classroom', hue: 210, headline: 'Our garden grows a library', quote: 'We planted seeds and stories side by side.', columns: article('gardening') },
  { label: 'Lab', title: 'Science Monthly', issue: 'Issue 12 · Experiments you can do at home', hue: 165, headline: 'Volcanoes in the kitchen', quote: 'Every mistake taught us something new.', columns: article('science') },
  { label: 'Travel', title: 'Travel Journal', issue: 'Summer edition · Postcards from around the world', hue: 30, headline: 'Three cities in three days', quote: 'The best maps are the ones you draw yourself.', columns: article('travel') },
];

interface DemoTemplate {
  name: string;
  /** The word on the thumbnail. */
  label: string;
  description: string;
  format: { pageDimension: 'A4' | 'A5'; orientation: 'portrait' | 'landscape' };
  hue: number;
  /** The pages, given their size and a maker of demo pictures (a word on the template's colours). */
  pages: (size: { width: number; height: number }, image: (label?: string) => Promise<string>) => Promise<BookPage[]>;
}

const DEMO_TEMPLATES: DemoTemplate[] = [
  ...PICTURE_BOOKS.map((b): DemoTemplate => ({
    name: `Picture book: ${b.title}`,
    label: b.label,
    description: 'A landscape picture book: a cover with a big title, story pages with a picture and a text box, and an end page.',
    format: { pageDimension: 'A4', orientation: 'landscape' },
    hue: b.hue,
    pages: async (size, image) => pictureBookPages(b, size, await image(), await Promise.all(b.pictures.map((word) => image(word)))),
  })),
  ...WORKSHEETS.map((s): DemoTemplate => ({
    name: `Worksheet: ${s.title}`,
    label: s.subject,
    description: `A one-page ${s.subject.toLowerCase()} worksheet with multiple-choice quiz questions, feedback and a score box.`,
    format: { pageDimension: 'A4', orientation: 'portrait' },
    hue: s.hue,
    pages: async (size) => worksheetPages(s, size),
  })),
  ...DECKS.map((d): DemoTemplate => ({
    name: `Flashcards: ${d.title}`,
    label: d.label,
    description: 'A title page and a deck of flip cards, front and back.',
    format: { pageDimension: 'A5', orientation: 'landscape' },
    hue: d.hue,
    pages: async (size, image) => flashcardPages(d, size, await image()),
  })),
  ...MAGAZINES.map((m): DemoTemplate => ({
    name: `Magazine: ${m.title}`,
    label: m.label,
    description: 'A two-page magazine spread: masthead, lead picture, text columns and a pull quote.',
    format: { pageDimension: 'A4', orientation: 'portrait' },
    hue: m.hue,
    pages: async (size, image) => magazinePages(m, size, [await image(), await image()]),
  })),
];

const MINUTE = 60_000;

/**
 * Twelve templates owned by the demo admin and shared with everyone (two pages of a ten-row list): picture
 * books, quiz worksheets, flashcard decks and magazine spreads, made of the real elements of the book model.
 */
export async function seedTemplates({ db, storage, config }: SeedContext) {
  const adminEmail = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail)).limit(1);
  const now = Date.now();
  for (const [i, t] of DEMO_TEMPLATES.entries()) {
    const portrait = PAGE_DIMENSIONS[t.format.pageDimension];
    const size = t.format.orientation === 'landscape' ? { width: portrait.height, height: portrait.width } : portrait;
    const thumbnail = await demoImage(storage, t.label, t.hue, { width: 320, height: Math.round((320 * size.height) / size.width) });
    const pages = await t.pages(size, (word = t.label) => demoImage(storage, word, (t.hue + 20) % 360, { width: 480, height: 360 }));
    // The seed runs in one transaction (one now()); spaced times keep the list order as written.
    const [row] = await db
      .insert(templates)
      .values({ name: t.name, description: t.description, thumbnail, ...t.format, ...portrait, ownerId: admin?.id ?? null, shared: true, createdAt: new Date(now - i * MINUTE), updatedAt: new Date(now - i * MINUTE) })
      .returning({ id: templates.id });
    await insertPages(db, 'template', row!.id, pages, config.bookMaxBytes ?? Infinity);
  }
}
