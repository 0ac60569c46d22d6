import { eq, like, or } from 'drizzle-orm';
import { slugify } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, type UserRow, type templates } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { copyPages, emptyPage, insertPages, readPages } from '../../lib/page-store.ts';

/** The first free slug among `base`, `base-2`, `base-3`, … (slugify leaves only [a-z0-9-], so LIKE is literal here). */
async function freeSlug(db: Db, title: string) {
  const base = slugify(title) || 'book';
  const rows = await db.select({ slug: ebooks.slug }).from(ebooks).where(or(eq(ebooks.slug, base), like(ebooks.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const ATTEMPTS = 3;

/**
 * Starts a book from a template: the template's page format, copies of its pages with new page and element
 * ids (so that the two never share an id), a draft owned by the actor; an admin's book is approved at once,
 * anyone else's waits for approval. Two books started with one title at the same instant may pick the same
 * slug: the loser of the unique index tries again with the next one.
 */
export async function createBookFromTemplate(
  db: Db,
  opts: { actor: Pick<UserRow, 'id' | 'role'>; template: typeof templates.$inferSelect; title: string; publisherId: string | null },
): Promise<{ id: string; title: string }> {
  const { actor, template, title } = opts;
  const source = await readPages(db, 'template', template.id);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const inner = tx as unknown as Db;
        const [book] = await tx
          .insert(ebooks)
          .values({
            title,
            slug: await freeSlug(inner, title),
            status: 'draft',
            bookType: 'ebook',
            pageDimension: template.pageDimension,
            width: template.width,
            height: template.height,
            orientation: template.orientation,
            // The copied pages are in the template's format version; a later migration upgrades both alike.
            schemaVersion: template.schemaVersion,
            price: 0,
            discount: 0,
            finalPrice: 0,
            approvalStatus: actor.role === 'admin' ? 'approved' : 'pending',
            createdBy: actor.id,
            publisherId: opts.publisherId,
          })
          .returning({ id: ebooks.id, title: ebooks.title });
        await insertPages(inner, 'ebook', book!.id, source.length ? copyPages(source) : [emptyPage(1)]);
        return book!;
      });
    } catch (error) {
      if (attempt < ATTEMPTS && uniqueViolation(error) === 'ebooks_slug_unique') continue;
      throw error;
    }
  }
}
