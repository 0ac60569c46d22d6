import { eq, inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { randomUUID } from 'node:crypto';
import { finalPrice, pageSizeOf, slugify } from '@folio/shared';
import { authors, categories, ebookAuthors, ebookCategories, ebooks, publishers, uploads, users } from '../schema.ts';
import type { Db } from '../client.ts';
import { drawFirstPage, storeFirstPage } from '../../modules/uploads/pdf-first-page.ts';
import { insertPages } from '../../modules/pages/store.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { demoImage } from './images.ts';
import type { SeedContext } from './context.ts';
import { ENGLISH_BOOKS } from './library/books-en.ts';
import { WORLD_BOOKS } from './library/books-world.ts';
import { demoBookPages, type PageMedia } from './library/pages.ts';
import { BOOK_TRANSLATIONS } from './library/translations.ts';
import { demoSoundWav } from './library/sounds.ts';
import type { DemoBook, Owner } from './library/spec.ts';
import { demoVideoWebm } from './library/videos.ts';

/**
 * The demo library: twenty-nine English books over every owner, status, approval state and price kind, and books
 * written in Arabic, Bengali and Japanese; the public sees the approved + published ones. The books in other
 * scripts are the oldest: the newest books open the landing page and the library, and an English visitor's first
 * page should not need the Arabic, Bengali and Japanese fonts.
 */
const BOOKS: DemoBook[] = [...WORLD_BOOKS, ...ENGLISH_BOOKS];

const PDF_BOOK: DemoBook = { title: 'Reading Together: A PDF Guide', blurb: 'A short guide for parents and teachers, as a PDF.', owner: 'admin', status: 'published', approval: 'approved', price: 0, categories: ['Early Readers'], pages: [] };

/** The guide's chapters: a short, real lesson each, as a teacher would hand it out. */
const PDF_CHAPTERS: [string, string[]][] = [
  ['Why we read together', [
    'Children who are read to every day hear thousands more words a year than those who are not.',
    'Reading together is also time together: a child remembers the voice as much as the story.',
    'Ten minutes a day is enough. What matters is doing it often, not for long.',
  ]],
  ['Before you start', [
    'Let the child choose the book, even if it is the same one again. Repetition builds confidence.',
    'Look at the cover together and ask: what do you think this story is about?',
    'Sit side by side so that both of you can see the pictures and the words.',
  ]],
  ['Asking good questions', [
    'Ask questions that have no single right answer: what would you do if you were the fox?',
    'Point at a picture and ask what the child notices. Wait for the answer; silence is thinking time.',
    'After the last page, ask which part they liked best, and why.',
  ]],
  ['Writing your own story', [
    'Invite the child to change one thing in the story: a new ending, a new friend, a new place.',
    'Write their words down exactly as they say them, then read the new story back to them.',
    'In Folio, a class can turn these stories into a book of its own, with pictures and sounds.',
  ]],
];

/**
 * A real PDF made on the spot (no download): a title page and a chapter a page, with selectable text. Its upload
 * row is made as its processing would (jobs/process-pdf.ts): counted, and its first page drawn for the reader.
 */
async function demoPdf(db: Db, storage: Storage, title: string, ownerId: string): Promise<{ url: string; pages: number }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const cover = pdf.addPage([595, 842]);
  cover.drawRectangle({ x: 0, y: 480, width: 595, height: 362, color: rgb(0.31, 0.27, 0.9) });
  cover.drawText(title, { x: 50, y: 640, size: 34, font: bold, color: rgb(1, 1, 1) });
  cover.drawText('A short guide for parents and teachers', { x: 50, y: 600, size: 16, font, color: rgb(0.9, 0.9, 1) });
  PDF_CHAPTERS.forEach(([chapter, lines], i) => {
    const p = pdf.addPage([595, 842]);
    p.drawText(`${i + 1}. ${chapter}`, { x: 50, y: 760, size: 24, font: bold, color: rgb(0.1, 0.1, 0.2) });
    // One paragraph a line of the chapter, wrapped to the page's width.
    let y = 710;
    for (const line of lines) {
      const words = line.split(' ');
      let row = '';
      for (const word of words) {
        const next = row ? `${row} ${word}` : word;
        if (font.widthOfTextAtSize(next, 13) > 495) {
          p.drawText(row, { x: 50, y, size: 13, font, color: rgb(0.2, 0.2, 0.25) });
          y -= 20;
          row = word;
        } else row = next;
      }
      p.drawText(row, { x: 50, y, size: 13, font, color: rgb(0.2, 0.2, 0.25) });
      y -= 32;
    }
  });
  const body = Buffer.from(await pdf.save());
  const key = `pdf/demo/${randomUUID()}.pdf`;
  await storage.put(key, body, 'application/pdf');
  const firstPage = await storeFirstPage(storage, key, await drawFirstPage(body));
  const pages = pdf.getPageCount();
  await db.insert(uploads).values({ ownerId, kind: 'pdf', key, mime: 'application/pdf', name: `${slugify(title)}.pdf`, size: body.length, processing: 'done', pageCount: pages, ...firstPage });
  return { url: storage.url(key), pages };
}

/** A picture's pixels for a frame of this width-to-height ratio: 640 on its longer side. */
const pictureSize = (ratio: number) => (ratio >= 1 ? { width: 640, height: Math.round(640 / ratio) } : { width: Math.round(640 * ratio), height: 640 });

/** The sounds and videos of the library, each made and stored once however many pages play it. */
function libraryMedia(storage: Storage): Pick<PageMedia, 'sound' | 'video'> {
  const made = new Map<string, Promise<string>>();
  const once = (key: string, make: () => Promise<string>) => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key)!;
  };
  const store = async (key: string, body: Buffer, type: string) => {
    await storage.put(key, body, type);
    return storage.url(key);
  };
  return {
    sound: (name) => once(`sound:${name}`, () => store(`audio/demo/${name}-${randomUUID()}.wav`, demoSoundWav(name), 'audio/wav')),
    video: (name) => once(`video:${name}`, async () => store(`video/demo/${name}-${randomUUID()}.webm`, await demoVideoWebm(name), 'video/webm')),
  };
}

export async function seedEbooks({ db, storage, config }: SeedContext) {
  // Books are only seeded into a catalogue that has none: a second run leaves everything as it is.
  if ((await db.$count(ebooks)) > 0) return;
  const accounts = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['admin@folio.test', 'publisher@folio.test', 'author@folio.test', 'user@folio.test']));
  const ownerId = (o: Owner) => accounts.find((a) => a.email === `${o}@folio.test`)!.id;
  const [publisherRow] = await db.select({ id: publishers.id }).from(publishers).where(eq(publishers.userId, ownerId('publisher')));
  const authorRows = await db.select({ id: authors.id }).from(authors).where(eq(authors.status, 'active'));
  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const categoryId = (name: string) => {
    const found = categoryRows.find((c) => c.name === name);
    if (!found) throw new Error(`The demo book category "${name}" is not seeded`);
    return found.id;
  };
  const sharedMedia = libraryMedia(storage);
  const DAY = 86_400_000;
  const now = Date.now();

  const all = [...BOOKS, PDF_BOOK];
  for (const [i, book] of all.entries()) {
    const isPdf = book === PDF_BOOK;
    const hue = (i * 37) % 360;
    const image = await demoImage(storage, book.title, hue, { width: 600, height: 800 });
    const format = { page_dimension: book.dimension ?? 'A4', orientation: book.landscape ? 'landscape' : 'portrait' } as const;
    const portrait = pageSizeOf({ ...format, orientation: 'portrait' });
    const pdf = isPdf ? await demoPdf(db, storage, book.title, ownerId(book.owner)) : null;
    const [discount, discountType] = book.discount ?? [0, 'fixed'];
    const [row] = await db
      .insert(ebooks)
      .values({
        title: book.title,
        slug: book.slug ?? slugify(book.title),
        description: book.blurb,
        translations: BOOK_TRANSLATIONS[book.title] ?? {},
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
    if (book.categories.length) await db.insert(ebookCategories).values(book.categories.map((name) => ({ ebookId: id, categoryId: categoryId(name) })));
    if (!isPdf) {
      const media: PageMedia = { ...sharedMedia, picture: (label, ratio) => demoImage(storage, label, (hue + 20) % 360, pictureSize(ratio)) };
      await insertPages(db, 'ebook', id, await demoBookPages(book, pageSizeOf(format), hue, image, media), config.bookMaxBytes ?? Infinity);
    }
  }
}
