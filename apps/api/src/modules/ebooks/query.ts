import { and, asc, desc, eq, exists, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type CollaboratorRole, type Ebook, type EbookListQuery, type Language, type ListResponse, type PublicEbook, type PublicEbookListQuery, type PublicEbookSort } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { authors, categories, classBooks, classes, classTeachers, ebookAuthors, ebookCollaborators, ebookCategories, ebooks, publishers, uploads, users } from '../../db/schema.ts';
import { translatedTextSql } from '../../db/schema-columns.ts';
import { translated } from '../../lib/translated.ts';
import { UPLOADS_URL_PREFIX } from '../../lib/storage/index.ts';
import { containsPattern, listPage, newestFirst } from '../../lib/listing.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { Actor } from '../../plugins/auth.ts';
import { abilitiesOf, publicOnly, sharedWithUser, visibleTo, type Visitor } from './policy.ts';
import { presentEbook, presentPublicEbook, type EbookRow, type Related } from './presenter.ts';

export async function findEbook(db: Db, id: string): Promise<EbookRow | undefined> {
  const [row] = await db.select().from(ebooks).where(eq(ebooks.id, id)).limit(1);
  return row;
}

/**
 * The book with what it is shared with `user` as (policy.ts's `sharedAs`), for the routes on one book. A pupil's book
 * is a commenter's to the class's teachers (decision 019: they review it in the editor), and says which class
 * (`reviewedIn`), for the class's record of who looked at pupils' work.
 */
export async function findEbookFor(db: Db, id: string, user: Actor | null): Promise<(EbookRow & { sharedAs: CollaboratorRole | null; reviewedIn?: string }) | undefined> {
  const book = await findEbook(db, id);
  if (!book || !user) return book && { ...book, sharedAs: null };
  const [share] = await db
    .select({ role: ebookCollaborators.role })
    .from(ebookCollaborators)
    .where(and(eq(ebookCollaborators.ebookId, id), eq(ebookCollaborators.userId, user.id)))
    .limit(1);
  if (share) return { ...book, sharedAs: share.role };
  const [taught] = await db
    .select({ classId: classBooks.classId })
    .from(classBooks)
    .innerJoin(classes, eq(classes.id, classBooks.classId))
    .where(and(eq(classBooks.ebookId, id), or(eq(classes.ownerId, user.id), exists(db.select({ one: sql`1` }).from(classTeachers).where(and(eq(classTeachers.classId, classes.id), eq(classTeachers.userId, user.id)))))))
    .limit(1);
  return taught ? { ...book, sharedAs: 'commenter', reviewedIn: taught.classId } : { ...book, sharedAs: null };
}

/**
 * What pages of books name, by an array of ids (`= any($1)`), so that each is one prepared query
 * (lib/prepared.ts) whatever the number of books: every list of books and every book page runs them.
 */
const namesOf = preparedOnce((db) => {
  const ids = sql.placeholder('ids');
  return {
    authors: db
      .select({ ebookId: ebookAuthors.ebookId, id: authors.id, name: authors.name })
      .from(ebookAuthors)
      .innerJoin(authors, eq(authors.id, ebookAuthors.authorId))
      .where(sql`${ebookAuthors.ebookId} = any(${ids})`)
      .orderBy(asc(ebookAuthors.position), asc(authors.name))
      .prepare('book_author_names'),
    categories: db
      .select({ ebookId: ebookCategories.ebookId, id: categories.id, name: categories.name, translations: categories.translations })
      .from(ebookCategories)
      .innerJoin(categories, eq(categories.id, ebookCategories.categoryId))
      .where(sql`${ebookCategories.ebookId} = any(${ids})`)
      .orderBy(asc(categories.name))
      .prepare('book_category_names'),
    users: db.select({ id: users.id, name: users.name }).from(users).where(sql`${users.id} = any(${ids})`).prepare('user_names'),
    publishers: db.select({ id: publishers.id, name: publishers.name }).from(publishers).where(sql`${publishers.id} = any(${ids})`).prepare('publisher_names'),
  };
});

/**
 * The authors (in the book's order) and categories of some books, in two queries whatever their number; the
 * categories named in `language` where they are translated into it.
 */
export async function authorsAndCategoriesOf(db: Db, ids: string[], language?: Language): Promise<Pick<Related, 'authors' | 'categories'>> {
  if (!ids.length) return { authors: new Map(), categories: new Map() };
  const names = namesOf(db);
  const [authorRows, categoryRows] = await Promise.all([names.authors.execute({ ids }), names.categories.execute({ ids })]);
  const group = (list: { ebookId: string; id: string; name: string }[]) => {
    const map = new Map<string, { id: string; name: string }[]>();
    for (const { ebookId, id, name } of list) map.set(ebookId, [...(map.get(ebookId) ?? []), { id, name }]);
    return map;
  };
  const shownCategories = categoryRows.map((c) => ({ ...c, name: translated(c.translations, language, 'name', c.name) }));
  return { authors: group(authorRows), categories: group(shownCategories) };
}

/**
 * Loads the authors, categories, owners and publishers of some books in four queries, whatever their number;
 * without `owners` (the public answers, which never show them), three. `language`: the one categories are named in.
 */
export async function relatedOf(db: Db, rows: EbookRow[], { owners = true, language }: { owners?: boolean; language?: Language } = {}): Promise<Related> {
  const userIds = owners ? [...new Set(rows.map((b) => b.createdBy).filter((v): v is string => v !== null))] : [];
  const publisherIds = [...new Set(rows.map((b) => b.publisherId).filter((v): v is string => v !== null))];
  const [names, userRows, publisherRows] = await Promise.all([
    authorsAndCategoriesOf(db, rows.map((b) => b.id), language),
    userIds.length ? namesOf(db).users.execute({ ids: userIds }) : [],
    publisherIds.length ? namesOf(db).publishers.execute({ ids: publisherIds }) : [],
  ]);
  return {
    ...names,
    users: new Map(userRows.map((u) => [u.id, u])),
    publishers: new Map(publisherRows.map((p) => [p.id, p])),
  };
}

/** One book in the dashboard's shape, with the user's abilities. */
export async function presentFor(db: Db, row: EbookRow, user: Visitor): Promise<Ebook> {
  return presentEbook(row, await relatedOf(db, [row]), abilitiesOf(user, row));
}

/**
 * The catalogue search: title and description (trigram-indexed ILIKE), their translations into `languages`
 * (each language's own trigram indexes, decision 017) or the name of one of the book's authors. The authors'
 * books are one array, found once through the trigram index of authors.name, so that all the conditions are index
 * lookups that PostgreSQL combines (a BitmapOr). An EXISTS per book in the OR could not be: every public book was
 * read and matched (100,000 books: a quarter of a second a search).
 */
function searchMatches(db: Db, search: string | undefined, languages: readonly Language[]): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const byAuthor = db
    .select({ ebookId: ebookAuthors.ebookId })
    .from(ebookAuthors)
    .innerJoin(authors, eq(authors.id, ebookAuthors.authorId))
    .where(ilike(authors.name, pattern));
  const byTranslation = languages.flatMap((language) => (['title', 'description'] as const).map((field) => ilike(translatedTextSql(ebooks.translations, language, field), pattern)));
  return or(ilike(ebooks.title, pattern), ilike(ebooks.description, pattern), ...byTranslation, sql`${ebooks.id} = any(array(${byAuthor}))`);
}

/**
 * Filters shared by the dashboard and the public list; the search reads the translations into `languages` too (a
 * visitor's language; every language for the dashboard, whose users write them).
 */
function filters(db: Db, q: Pick<EbookListQuery, 'search' | 'author_id' | 'category_id'>, languages: readonly Language[]): (SQL | undefined)[] {
  const byAuthor = q.author_id
    ? exists(db.select({ one: sql`1` }).from(ebookAuthors).where(and(eq(ebookAuthors.ebookId, ebooks.id), eq(ebookAuthors.authorId, q.author_id))))
    : undefined;
  const byCategory = q.category_id
    ? exists(db.select({ one: sql`1` }).from(ebookCategories).where(and(eq(ebookCategories.ebookId, ebooks.id), eq(ebookCategories.categoryId, q.category_id))))
    : undefined;
  return [searchMatches(db, q.search, languages), byAuthor, byCategory];
}

/** A page of book rows presented, with the names they show loaded once for the page. */
async function presentPage<R>(db: Db, page: ListResponse<EbookRow>, present: (row: EbookRow, related: Related) => R, options?: Parameters<typeof relatedOf>[2]): Promise<ListResponse<R>> {
  const related = await relatedOf(db, page.data, options);
  return { ...page, data: page.data.map((row) => present(row, related)) };
}

/**
 * GET /api/admin/ebooks: the books the user may see (policy `visibleTo`: their own and those shared with them; `shared`
 * keeps to the latter), filtered, newest first. Books pupils write in their class are their teachers' to review
 * (modules/classes), so they stay out of an admin's list and approval queue.
 */
export async function listEbooks(db: Db, user: Actor, q: EbookListQuery): Promise<ListResponse<Ebook>> {
  const where = and(
    visibleTo(user),
    user.role === 'admin' ? notExists(db.select({ one: sql`1` }).from(classBooks).where(eq(classBooks.ebookId, ebooks.id))) : undefined,
    ...filters(db, q, LANGUAGES),
    q.status ? eq(ebooks.status, q.status) : undefined,
    q.approval_status ? eq(ebooks.approvalStatus, q.approval_status) : undefined,
    q.book_type ? eq(ebooks.bookType, q.book_type) : undefined,
    q.publisher_id ? eq(ebooks.publisherId, q.publisher_id) : undefined,
    q.shared === 'with_me' ? sharedWithUser(user) : undefined,
  );
  const page = await listPage(db, ebooks, where, q, (row) => row);
  const shares = await sharesOf(db, user, page.data);
  return presentPage(db, page, (row, related) => presentEbook(row, related, abilitiesOf(user, { ...row, sharedAs: shares.get(row.id) ?? null })));
}

/** What each of some books is shared with `user` as, in one query (by the collaborators' key), for their abilities. */
async function sharesOf(db: Db, user: Actor, rows: EbookRow[]): Promise<Map<string, CollaboratorRole>> {
  if (!rows.length) return new Map();
  const shares = await db
    .select({ ebookId: ebookCollaborators.ebookId, role: ebookCollaborators.role })
    .from(ebookCollaborators)
    .where(and(eq(ebookCollaborators.userId, user.id), inArray(ebookCollaborators.ebookId, rows.map((row) => row.id))));
  return new Map(shares.map((share) => [share.ebookId, share.role]));
}

/** The title a visitor reads, and so sorts by: its translation into their language where it has one. */
const shownTitle = (language: Language | undefined) => (language ? sql`coalesce(${translatedTextSql(ebooks.translations, language, 'title')}, ${ebooks.title})` : ebooks.title);

/** The storefront's sorts, in the visitor's language; the id breaks ties so that pages never repeat or skip a book. */
const PUBLIC_ORDER: Record<PublicEbookSort, (language?: Language) => SQL[]> = {
  newest: () => newestFirst(ebooks),
  title: (language) => [asc(shownTitle(language)), asc(ebooks.id)],
  price_asc: () => [asc(ebooks.finalPrice), ...newestFirst(ebooks)],
  price_desc: () => [desc(ebooks.finalPrice), ...newestFirst(ebooks)],
};

/**
 * GET /api/public/ebooks: approved and published books only; `category` is the storefront's name for category_id.
 * With `lng`, books are searched, sorted and answered in that language too where they are translated into it.
 */
export async function listPublicEbooks(db: Db, q: PublicEbookListQuery): Promise<ListResponse<PublicEbook>> {
  const where = and(publicOnly, ...filters(db, { ...q, category_id: q.category_id ?? q.category }, q.lng ? [q.lng] : []));
  const page = await listPage(db, ebooks, where, q, (row) => row, PUBLIC_ORDER[q.sort](q.lng));
  return presentPage(db, page, (row, related) => presentPublicEbook(row, related, q.lng), { owners: false, language: q.lng });
}

/** The covers of the first books of the library as it opens (every book, newest first): its first screen shows them. */
export async function firstPublicCovers(db: Db, count: number): Promise<(string | null)[]> {
  const rows = await db.select({ cover: ebooks.coverImage }).from(ebooks).where(publicOnly).orderBy(...PUBLIC_ORDER.newest()).limit(count);
  return rows.map((row) => row.cover);
}

/**
 * The sitemap's books (modules/seo): every public book by the public list's rule, in the library's order (the index
 * ebooks_public_idx), at most `limit`, with only what its address and last change need.
 */
export async function publicBookAddresses(db: Db, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: ebooks.slug, updatedAt: ebooks.updatedAt }).from(ebooks).where(publicOnly).orderBy(...PUBLIC_ORDER.newest()).limit(limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A book by its id or its slug: only a key shaped like a UUID can be an id, so only such a key is tried as both. */
const byKey = (idOrSlug: string) => (UUID.test(idOrSlug) ? or(eq(ebooks.id, idOrSlug), eq(ebooks.slug, idOrSlug)) : eq(ebooks.slug, idOrSlug));

/** What the reader's entry page names of a public book (plugins/web.ts): pdf.js for a PDF book, and its first page drawn. */
export interface ReaderBook {
  id: string;
  title: string;
  type: 'ebook' | 'pdf';
  /** The size of the drawing of a PDF's first page that its processing made (jobs/process-pdf.ts); null when there is none. */
  firstPage: { width: number; height: number } | null;
}

/**
 * A public book by id or slug, as its reader's entry page needs it; undefined when there is none. The PDF's upload
 * row is found by its unique key, the book's file address without its `/uploads/` prefix.
 */
export async function publicReaderBook(db: Db, idOrSlug: string): Promise<ReaderBook | undefined> {
  const fileKey = sql`substr(${ebooks.pdfFile}, ${UPLOADS_URL_PREFIX.length + 1})`;
  const [row] = await db
    .select({ id: ebooks.id, title: ebooks.title, type: ebooks.bookType, drawing: uploads.thumbKey, width: uploads.width, height: uploads.height })
    .from(ebooks)
    .leftJoin(uploads, and(eq(ebooks.bookType, 'pdf'), eq(uploads.key, fileKey), eq(uploads.kind, 'pdf')))
    .where(and(publicOnly, byKey(idOrSlug)))
    .limit(1);
  if (!row) return undefined;
  const { drawing, width, height } = row;
  return { id: row.id, title: row.title, type: row.type, firstPage: drawing && width && height ? { width, height } : null };
}

/** GET /api/public/ebooks/{id or slug}?lng=: undefined unless the book is approved and published. */
export async function findPublicEbook(db: Db, idOrSlug: string, language?: Language): Promise<PublicEbook | undefined> {
  const [row] = await db.select().from(ebooks).where(and(publicOnly, byKey(idOrSlug))).limit(1);
  return row && presentPublicEbook(row, await relatedOf(db, [row], { owners: false, language }), language);
}
