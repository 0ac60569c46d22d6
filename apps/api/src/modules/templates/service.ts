import { desc, eq, getTableColumns } from 'drizzle-orm';
import { EbookFormSchema, pageSizeOf, type ListResponse, type PagesSave } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { templates, users, type UserRow } from '../../db/schema.ts';
import { listWhere } from '../../lib/listing.ts';
import { notFound } from '../../lib/http-error.ts';
import { copyPages, emptyPage, readPages, savePages } from '../../lib/page-store.ts';
import type { Template, TemplateListQuery, TemplateUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import { assertMayChangeTemplate, templateAbilities } from './policy.ts';
import { createEbook } from '../ebooks/write.ts';

type Actor = Pick<UserRow, 'id' | 'role'>;
type Row = typeof templates.$inferSelect & { ownerName: string | null };
type TemplateUpdateInput = z.output<typeof TemplateUpdateSchema>;

export const TEMPLATE_NOT_FOUND = 'Template not found.';

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
  created_at: t.createdAt.toISOString(),
  abilities: templateAbilities(actor, t),
});

export function templateService(db: Db, uploadsDir: string) {
  const withOwner = () => db.select({ ...getTableColumns(templates), ownerName: users.name }).from(templates).leftJoin(users, eq(users.id, templates.ownerId));

  const find = async (id: string): Promise<Row> => {
    const [row] = await withOwner().where(eq(templates.id, id));
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return row;
  };

  /** The template, when the actor may change it: 404 for an unknown id, 403 for somebody else's template. */
  const findChangeable = async (actor: Actor, id: string) => {
    const row = await find(id);
    assertMayChangeTemplate(actor, row);
    return row;
  };

  return {
    /** Every template, for every signed-in role: all of them are usable by everyone (DESIGN.md §4). */
    async list(actor: Actor, q: TemplateListQuery): Promise<ListResponse<Template>> {
      const where = listWhere(q.search, [templates.name]);
      const [rows, total] = await Promise.all([
        withOwner()
          .where(where)
          // The id breaks ties between rows made in one transaction (the seed), so that pages never repeat a row.
          .orderBy(desc(templates.createdAt), desc(templates.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.$count(templates, where),
      ]);
      return {
        data: rows.map((r) => present(actor, r)),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
        per_page: q.per_page,
        total,
      };
    },

    get: async (actor: Actor, id: string) => present(actor, await find(id)),

    async update(actor: Actor, id: string, input: TemplateUpdateInput) {
      await findChangeable(actor, id);
      await db.update(templates).set({ ...input, updatedAt: new Date() }).where(eq(templates.id, id));
      return present(actor, await find(id));
    },

    async remove(actor: Actor, id: string) {
      await findChangeable(actor, id);
      await db.delete(templates).where(eq(templates.id, id));
    },

    async pages(id: string) {
      const row = await find(id);
      return { data: await readPages(db, 'template', id), version: row.version };
    },

    async savePages(actor: Actor, id: string, save: PagesSave) {
      await findChangeable(actor, id);
      return savePages(db, 'template', id, save);
    },

    /**
     * A new book of the template's page format with copies of its pages (new ids), made like any new book
     * (owner, publisher, approval, unique slug: createEbook).
     */
    async use(actor: Actor, id: string, title: string) {
      const template = await find(id);
      const source = await readPages(db, 'template', id);
      const input = EbookFormSchema.parse({
        title,
        book_type: 'ebook',
        page_dimension: template.pageDimension,
        width: template.width,
        height: template.height,
        orientation: template.orientation,
      });
      const book = await createEbook({ db, uploadsDir }, actor, input, source.length ? copyPages(source) : [emptyPage(1)]);
      return { id: book.id, title: book.title };
    },
  };
}
