import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ListQuery } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classAudit, ebooks, users } from '../../db/schema.ts';
import { readPage } from '../../lib/listing.ts';
import { alias } from 'drizzle-orm/pg-core';

/**
 * Who looked at a pupil's work or data, and when (docs/decisions/018-classrooms.md): written when a teacher opens a
 * pupil's book or progress, read by the class's teachers and admins.
 */
type AuditAction = 'read_book' | 'view_progress' | 'view_results' | 'export';

interface Entry {
  classId: string;
  viewerId: string;
  studentId: string | null;
  ebookId: string | null;
  action: AuditAction;
}

/** How long one look counts as one: a teacher turning a book's pages writes one entry, not one per page. */
const SAME_LOOK_MS = 30 * 60_000;

export async function recordView(db: Db, entry: Entry) {
  const [recent] = await db
    .select({ id: classAudit.id })
    .from(classAudit)
    .where(
      and(
        eq(classAudit.classId, entry.classId),
        eq(classAudit.viewerId, entry.viewerId),
        eq(classAudit.action, entry.action),
        entry.ebookId ? eq(classAudit.ebookId, entry.ebookId) : sql`${classAudit.ebookId} is null`,
        entry.studentId ? eq(classAudit.studentId, entry.studentId) : sql`${classAudit.studentId} is null`,
        gt(classAudit.at, new Date(Date.now() - SAME_LOOK_MS)),
      ),
    )
    .limit(1);
  if (!recent) await db.insert(classAudit).values(entry);
}

const viewers = alias(users, 'viewers');
const students = alias(users, 'students');

export function auditOf(db: Db, classId: string, query: Pick<ListQuery, 'page' | 'per_page'>) {
  const where = eq(classAudit.classId, classId);
  return readPage(
    query,
    {
      rows: (limit, offset) =>
        db
          .select({ a: classAudit, viewer: viewers.name, student: students.name, title: ebooks.title })
          .from(classAudit)
          .leftJoin(viewers, eq(viewers.id, classAudit.viewerId))
          .leftJoin(students, eq(students.id, classAudit.studentId))
          .leftJoin(ebooks, eq(ebooks.id, classAudit.ebookId))
          .where(where)
          .orderBy(desc(classAudit.at), desc(classAudit.id))
          .limit(limit)
          .offset(offset),
      count: () => db.$count(classAudit, where),
    },
    (rows) =>
      rows.map(({ a, viewer, student, title }) => ({
        id: a.id,
        viewer: a.viewerId ? { id: a.viewerId, name: viewer ?? '' } : null,
        student: a.studentId ? { id: a.studentId, name: student ?? '' } : null,
        ebook: a.ebookId ? { id: a.ebookId, title: title ?? '' } : null,
        action: a.action,
        at: a.at.toISOString(),
      })),
  );
}
