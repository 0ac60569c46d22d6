import { eq, inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { randomUUID } from 'node:crypto';
import { finalPrice, pageSizeOf, slugify, type ApprovalStatus } from '@folio/shared';
import { authors, categories, ebookAuthors, ebookCategories, ebooks, publishers, users } from '../schema.ts';
import { insertPages } from '../../modules/pages/store.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { demoBookPages } from './ebook-pages.ts';
import { demoImage } from './images.ts';
import type { SeedContext } from './index.ts';

type Owner = 'admin' | 'publisher' | 'author' | 'user';
interface DemoBook {
  title: string;
  blurb: string;
  owner: Owner;
  status: 'draft' | 'published';
  approval: ApprovalStatus;
  price: number;
  discount?: [number, 'fixed' | 'percentage'];
  dimension?: 'A4' | 'A5';
  landscape?: boolean;
}

const CHAPTERS = ['A New Morning', 'The Big Question', 'Looking Closer', 'Putting It Together'];

/** Thirty books over every owner, status, approval state and price kind; the public sees the approved + published ones. */
const BOOKS: DemoBook[] = [
  { title: 'The Little Lighthouse', blurb: 'A tiny lighthouse learns that small lights guide big ships.', owner: 'admin', status: 'published', approval: 'approved', price: 0 },
  { title: 'Counting with Koalas', blurb: 'Count from one to twenty with a family of sleepy koalas.', owner: 'publisher', status: 'published', approval: 'approved', price: 4.99 },
  { title: 'Our Amazing Oceans', blurb: 'Dive from the sunlit shallows to the deepest trenches.', owner: 'publisher', status: 'published', approval: 'approved', price: 9.99, discount: [20, 'percentage'] },
  { title: 'Volcanoes Up Close', blurb: 'What happens inside a mountain that breathes fire?', owner: 'author', status: 'published', approval: 'approved', price: 6.5 },
  { title: 'The Water Cycle Adventure', blurb: 'Follow a raindrop from cloud to river to sea and back.', owner: 'admin', status: 'published', approval: 'approved', price: 3.99, dimension: 'A5' },
  { title: 'Fractions Made Friendly', blurb: 'Pizza, pies and paper folds make fractions click.', owner: 'author', status: 'published', approval: 'approved', price: 7.99, discount: [2, 'fixed'] },
  { title: 'Ancient Egypt for Explorers', blurb: 'Pyramids, papyrus and the people who built them.', owner: 'publisher', status: 'published', approval: 'approved', price: 12 },
  { title: 'My First Bengali Words', blurb: 'Everyday words in Bengali with pictures and sounds.', owner: 'user', status: 'published', approval: 'approved', price: 0, dimension: 'A5' },
  { title: 'Poems for Rainy Days', blurb: 'Short poems to read aloud while the rain taps the window.', owner: 'author', status: 'published', approval: 'approved', price: 2.99 },
  { title: 'Coding with Turtles', blurb: 'Give instructions to a turtle and draw your first shapes.', owner: 'admin', status: 'published', approval: 'approved', price: 14.99, discount: [25, 'percentage'], landscape: true },
  { title: 'The Solar System Atlas', blurb: 'Tour eight planets, a dwarf planet and a lot of moons.', owner: 'publisher', status: 'published', approval: 'approved', price: 11.5 },
  { title: 'Forest Friends', blurb: 'Who lives under the leaves? A walk through the woods.', owner: 'user', status: 'published', approval: 'approved', price: 1.99 },
  { title: 'Kitchen Science', blurb: 'Safe experiments with things you already have at home.', owner: 'author', status: 'published', approval: 'approved', price: 8.99 },
  { title: 'Maps and Compasses', blurb: 'Find north, read a map and plan a treasure hunt.', owner: 'publisher', status: 'published', approval: 'approved', price: 5.49 },
  { title: 'Music Around the World', blurb: 'Drums, flutes and songs from every continent.', owner: 'admin', status: 'published', approval: 'approved', price: 6.99, landscape: true },
  { title: 'The Brave Little Seed', blurb: 'A seed waits through winter for its turn to grow.', owner: 'author', status: 'published', approval: 'pending', price: 3.5 },
  { title: 'Dinosaur Detectives', blurb: 'Fossils are clues: solve the mystery of the giants.', owner: 'publisher', status: 'published', approval: 'pending', price: 9.5 },
  { title: 'Healthy Habits Handbook', blurb: 'Sleep, food, play and kindness: small habits, big change.', owner: 'user', status: 'published', approval: 'pending', price: 0 },
  { title: 'Shapes in the City', blurb: 'Spot circles, squares and triangles on a city walk.', owner: 'author', status: 'draft', approval: 'pending', price: 2.5, dimension: 'A5' },
  { title: 'The Moon and Me', blurb: 'Why the moon changes shape, night after night.', owner: 'user', status: 'published', approval: 'rejected', price: 4 },
  { title: 'Weather Watchers', blurb: 'Build a rain gauge and keep a weather diary.', owner: 'publisher', status: 'published', approval: 'rejected', price: 5 },
  { title: 'Grammar Garden', blurb: 'Nouns grow, verbs move and adjectives bloom.', owner: 'author', status: 'draft', approval: 'pending', price: 6 },
  { title: 'Recycling Rangers', blurb: 'Sort, reuse and rethink: a mission for the planet.', owner: 'admin', status: 'draft', approval: 'approved', price: 0 },
  { title: 'A Day in Tokyo', blurb: 'Trains, temples and a bowl of ramen: a day in a huge city.', owner: 'user', status: 'draft', approval: 'pending', price: 3 },
  { title: 'Bees and Blossoms', blurb: 'How bees and flowers need each other.', owner: 'publisher', status: 'published', approval: 'approved', price: 4.25 },
  { title: 'Story Starters', blurb: 'Twenty pictures that each begin a story: you finish it.', owner: 'author', status: 'published', approval: 'approved', price: 5.99, discount: [1, 'fixed'] },
  { title: 'Times Tables Challenge', blurb: 'Race the clock through the times tables, one to twelve.', owner: 'admin', status: 'published', approval: 'approved', price: 2.49 },
  { title: 'Birds of Bangladesh', blurb: 'Kingfishers, magpie robins and the birds of the delta.', owner: 'publisher', status: 'published', approval: 'approved', price: 10 },
  { title: 'The Kindness Club', blurb: 'Five friends, one club, and a week of kind surprises.', owner: 'user', status: 'published', approval: 'approved', price: 0 },
];

/** A real PDF made on the spot (no download): a title page and a few text pages. */
async function demoPdf(storage: Storage, title: string): Promise<{ url: string; pages: number }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const topics = ['Why we read', 'Reading together', 'Asking good questions', 'Writing your own story'];
  const cover = pdf.addPage([595, 842]);
  cover.drawRectangle({ x: 0, y: 480, width: 595, height: 362, color: rgb(0.31, 0.27, 0.9) });
  cover.drawText(title, { x: 50, y: 640, size: 34, font: bold, color: rgb(1, 1, 1) });
  cover.drawText('A Folio PDF book', { x: 50, y: 600, size: 16, font, color: rgb(0.9, 0.9, 1) });
  topics.forEach((topic, i) => {
    const p = pdf.addPage([595, 842]);
    p.drawText(`${i + 1}. ${topic}`, { x: 50, y: 760, size: 24, font: bold, color: rgb(0.1, 0.1, 0.2) });
    const lines = [
      `${topic} is a chapter of ${title}.`,
      'This text is real text: select it, search it, or let the reader read it aloud.',
      'Teachers can use each chapter as a short lesson of about fifteen minutes.',
    ];
    lines.forEach((line, j) => p.drawText(line, { x: 50, y: 710 - j * 26, size: 13, font, color: rgb(0.2, 0.2, 0.25) }));
  });
  const body = Buffer.from(await pdf.save());
  const key = `pdf/demo/${randomUUID()}.pdf`;
  await storage.put(key, body, 'application/pdf');
  return { url: storage.url(key), pages: pdf.getPageCount() };
}

export async function seedEbooks({ db, storage, config }: SeedContext) {
  // Books are only seeded into a catalogue that has none: a second run leaves everything as it is.
  if ((await db.$count(ebooks)) > 0) return;
  const accounts = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['admin@folio.test', 'publisher@folio.test', 'author@folio.test', 'user@folio.test']));
  const ownerId = (o: Owner) => accounts.find((a) => a.email === `${o}@folio.test`)!.id;
  const [publisherRow] = await db.select({ id: publishers.id }).from(publishers).where(eq(publishers.userId, ownerId('publisher')));
  const authorRows = await db.select({ id: authors.id }).from(authors).where(eq(authors.status, 'active'));
  const categoryRows = await db.select({ id: categories.id }).from(categories).where(eq(categories.status, 'active'));
  const DAY = 86_400_000;
  const now = Date.now();

  const all = [...BOOKS, { title: 'Reading Together: A PDF Guide', blurb: 'A short guide for parents and teachers, as a PDF.', owner: 'admin', status: 'published', approval: 'approved', price: 0 } as DemoBook];
  for (const [i, book] of all.entries()) {
    const isPdf = i === all.length - 1;
    const hue = (i * 37) % 360;
    const image = await demoImage(storage, book.title.split(' ').slice(0, 2).join(' '), hue, { width: 600, height: 800 });
    const format = { page_dimension: book.dimension ?? 'A4', orientation: book.landscape ? 'landscape' : 'portrait' } as const;
    const portrait = pageSizeOf({ ...format, orientation: 'portrait' });
    const pdf = isPdf ? await demoPdf(storage, book.title) : null;
    const [discount, discountType] = book.discount ?? [0, 'fixed'];
    const [row] = await db
      .insert(ebooks)
      .values({
        title: book.title,
        slug: slugify(book.title),
        description: book.blurb,
        status: book.status,
        bookType: isPdf ? 'pdf' : 'ebook',
        pageDimension: format.page_dimension,
        width: portrait.width,
        height: portrait.height,
        orientation: format.orientation,
        pdfFile: pdf?.url ?? null,
        pdfPageCount: pdf?.pages ?? null,
        coverImage: image,
        price: book.price,
        discount,
        discountType,
        finalPrice: finalPrice(book.price, discount, discountType),
        approvalStatus: book.approval,
        rejectionReason: book.approval === 'rejected' ? 'Please add alt text to every picture and check the spelling on page 3.' : null,
        createdBy: ownerId(book.owner),
        publisherId: book.owner === 'publisher' ? (publisherRow?.id ?? null) : null,
        createdAt: new Date(now - (all.length - i) * DAY),
        updatedAt: new Date(now - (all.length - i) * DAY),
      })
      .returning({ id: ebooks.id });
    const id = row!.id;
    const pickedAuthors = [authorRows[i % authorRows.length], ...(i % 4 === 0 ? [authorRows[(i + 3) % authorRows.length]] : [])].filter((a) => !!a);
    if (pickedAuthors.length) await db.insert(ebookAuthors).values(pickedAuthors.map((a, position) => ({ ebookId: id, authorId: a!.id, position })));
    const pickedCategories = [categoryRows[i % categoryRows.length], categoryRows[(i + 5) % categoryRows.length]].filter((c, j, list) => !!c && list.indexOf(c) === j);
    if (pickedCategories.length) await db.insert(ebookCategories).values(pickedCategories.map((c) => ({ ebookId: id, categoryId: c!.id })));
    if (!isPdf) {
      const size = pageSizeOf(format);
      await insertPages(db, 'ebook', id, demoBookPages({ title: book.title, blurb: book.blurb, size, hue, image, chapters: CHAPTERS }), config.bookMaxBytes ?? Infinity);
    }
  }
}
