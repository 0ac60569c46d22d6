import { and, eq, getTableColumns } from 'drizzle-orm';
import { EbookFormSchema, pageSizeOf, type ListResponse, type PagesSave } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, templates, users } from '../../db/schema.ts';
import { listWhere, newestFirst, readPage } from '../../lib/listing.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { copyPages, emptyPage } from '../pages/format.ts';
import { readPages, savePages } from '../pages/store.ts';
import type { Template, TemplateAction, TemplateListQuery, TemplateUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import { abilities, authorize, changeUnshares, mayShareTemplate, shareRefusal, shareRefusalOf, visibleTo } from './policy.ts';
import { createEbook, type WriteContext } from '../ebooks/write.ts';

/** A template with its owner's name and, for `share_refusal`, the book it was saved from (null: none, or deleted). */
type Row = typeof templates.$inferSelect & { ownerName: string | null; source: Pick<typeof ebooks.$inferSelect, 'finalPrice' | 'approvalStatus'> | null };
type TemplateUpdateInput = z.output<typeof TemplateUpdateSchema>;

const present = (actor: Actor, t: Row): Template => ({
  id: t.id,
  name: t.name,
  description: t.description,
  thumbnail: t.thumbnail,
  page_dimension: t.pageDimension,
  ...pageSizeOf({ page_dimension: t.pageDimension, width: t.width, height: t.height, orientation: t.orientation }),
  orientation: t.orientation,
  page_count: t.pageCount,
  owner: t.ownerId && t.ownerName !== null ? { id: t.ownerId, name: t.ownerName } : null,
  version: t.version,
  shared: t.shared,
  created_at: t.createdAt.toISOString(),
  abilities: abilities(actor, t),
  share_refusal: mayShareTemplate(actor) ? shareRefusalOf(t, t.source ?? undefined) : null,
});

/** `bookMaxBytes`: the most a template's (or a book's) pages may take in all; `plans`: whether a plan limits the books made of templates. */
export function templateService(db: Db, storage: WriteContext['storage'], bookMaxBytes: number, plans: boolean) {
  const withOwner = () =>
    db
      .select({ ...getTableColumns(templates), ownerName: users.name, source: { finalPrice: ebooks.finalPrice, approvalStatus: ebooks.approvalStatus } })
      .from(templates)
      .leftJoin(users, eq(users.id, templates.ownerId))
      .leftJoin(ebooks, eq(ebooks.id, templates.sourceEbookId));

  /** The template, when the actor may take `action` on it: 404 when they do not see it, 403 when they only see it (policy). */
  const findFor = async (actor: Actor, action: TemplateAction, id: string): Promise<Row> => {
    const [row] = await withOwner().where(and(eq(templates.id, id), visibleTo(actor)));
    authorize(actor, action, row);
    return row;
  };

  /**
   * Makes the template private in the transaction of a change, when the actor's changes must (policy:
   * changeUnshares). Answers whether it was shared until then, so that the answer can say so.
   */
  const unshareOnChange = async (tx: Db, actor: Actor, id: string) => {
    if (!changeUnshares(actor)) return false;
    const unshared = await tx
      .update(templates)
      .set({ shared: false })
      .where(and(eq(templates.id, id), eq(templates.shared, true)))
      .returning({ id: templates.id });
    return unshared.length > 0;
  };

  return {
    /** The templates the actor may see (policy: visibleTo), newest first: all of them, their own or the shared ones. */
    list(actor: Actor, q: TemplateListQuery): Promise<ListResponse<Template>> {
      const scope = { all: undefined, mine: eq(templates.ownerId, actor.id), shared: eq(templates.shared, true) }[q.scope];
      const where = listWhere(q.search, [templates.name], visibleTo(actor), scope);
      return readPage(
        q,
        { rows: (limit, offset) => withOwner().where(where).orderBy(...newestFirst(templates)).limit(limit).offset(offset), count: () => db.$count(templates, where) },
        (rows) => rows.map((r) => present(actor, r)),
      );
    },

    get: async (actor: Actor, id: string) => present(actor, await findFor(actor, 'view', id)),

    /** The access check alone, for routes to make before they validate a body (404 unseen, 403 not allowed). */
    authorize: async (actor: Actor, action: TemplateAction, id: string) => void (await findFor(actor, action, id)),

    /** Answers the template and whether this change made it private. */
    async update(actor: Actor, id: string, input: TemplateUpdateInput) {
      await findFor(actor, 'update', id);
      const unshared = await db.transaction(async (tx) => {
        await tx.update(templates).set({ ...input, updatedAt: new Date() }).where(eq(templates.id, id));
        return unshareOnChange(tx, actor, id);
      });
      return { template: present(actor, await findFor(actor, 'view', id)), unshared };
    },

    async remove(actor: Actor, id: string) {
      await findFor(actor, 'delete', id);
      await db.delete(templates).where(eq(templates.id, id));
    },

    async pages(actor: Actor, id: string) {
      const row = await findFor(actor, 'view', id);
      return { data: await readPages(db, 'template', id), version: row.version };
    },

    /** Answers the new version and whether this save made the template private. */
    async savePages(actor: Actor, id: string, save: PagesSave) {
      await findFor(actor, 'update', id);
      return db.transaction(async (tx) => {
        const version = await savePages(tx, 'template', id, save, bookMaxBytes);
        return { version, unshared: await unshareOnChange(tx, actor, id) };
      });
    },

    /**
     * Shares the template with everyone or makes it private to its owner (admins only). Sharing checks the
     * book it was saved from (policy: shareRefusal) with that book's row locked, so that the book cannot
     * turn paid or be rejected between the check and the share.
     */
    async share(actor: Actor, id: string, shared: boolean) {
      const template = await findFor(actor, 'share', id);
      await db.transaction(async (tx) => {
        if (shared) {
          const [source] = template.sourceEbookId
            ? await tx.select({ finalPrice: ebooks.finalPrice, approvalStatus: ebooks.approvalStatus }).from(ebooks).where(eq(ebooks.id, template.sourceEbookId)).for('share')
            : [];
          const refusal = shareRefusal(template, source);
          if (refusal) throw new HttpError(422, refusal);
        }
        await tx.update(templates).set({ shared }).where(eq(templates.id, id));
      });
      return present(actor, await findFor(actor, 'view', id));
    },

    /**
     * A new book of the template's page format with copies of its pages (new ids), made like any new book
     * (owner, publisher, approval, unique slug: createEbook).
     */
    async use(actor: Actor, id: string, title: string) {
      const template = await findFor(actor, 'use', id);
      const source = await readPages(db, 'template', id);
      const input = EbookFormSchema.parse({
        title,
        book_type: 'ebook',
        page_dimension: template.pageDimension,
        width: template.width,
        height: template.height,
        orientation: template.orientation,
      });
      const book = await createEbook({ db, storage, bookMaxBytes, plans }, actor, input, source.length ? copyPages(source) : [emptyPage(1)]);
      return { id: book.id, title: book.title };
    },
  };
}
