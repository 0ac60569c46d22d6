import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { RETENTION_NOTICE_DAYS, type RetentionPupil } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { classes, classStudents, users } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { deleteAccountNow } from './delete-account.ts';

const DAY = 86_400_000;

/** When a pupil last used their account: their last sign-in, or their account's making. */
const lastUse = sql<Date>`coalesce(${users.lastSignInAt}, ${users.createdAt})`;
/** A notice still stands while the pupil has not signed in since (a sign-in sets last_sign_in_at after it). */
const noticeStands = and(isNotNull(users.retentionNoticeAt), or(isNull(users.lastSignInAt), lte(users.lastSignInAt, users.retentionNoticeAt)));

const deletionDate = (noticeAt: Date) => new Date(noticeAt.getTime() + RETENTION_NOTICE_DAYS * DAY);

/** The pupils of a class whose notice stands, with the day their account goes unless they sign in. */
export async function pupilsDueForDeletion(db: Db, classId: string): Promise<RetentionPupil[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, lastSignInAt: users.lastSignInAt, noticeAt: users.retentionNoticeAt })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, classId), eq(users.role, 'student'), noticeStands))
    .orderBy(asc(users.retentionNoticeAt), asc(users.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    notice_at: row.noticeAt!.toISOString(),
    deletion_at: deletionDate(row.noticeAt!).toISOString(),
  }));
}

/** The e-mail to a class's owner naming the pupils that will be deleted, and when. */
function noticeMail(className: string, pupils: string[], deletionAt: Date, config: Pick<Config, 'studentRetentionDays' | 'publicUrl'>) {
  const day = deletionAt.toISOString().slice(0, 10);
  return {
    subject: `Folio: pupil accounts of ${className} will be deleted on ${day}`,
    text: [
      `These pupils of your class "${className}" have not signed in to Folio for ${config.studentRetentionDays} days:`,
      '',
      ...pupils.map((name) => `- ${name}`),
      '',
      `Their accounts and everything in them will be deleted on ${day}, unless they sign in before then.`,
      'To keep a copy of a pupil’s work, download their data from the class page first.',
      ...(config.publicUrl ? ['', config.publicUrl] : []),
    ].join('\n'),
  };
}

interface RetentionContext {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  config: Pick<Config, 'studentRetentionDays' | 'publicUrl'>;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/**
 * The maintenance step of pupils' accounts (architecture.md §11): a pupil account unused for
 * STUDENT_RETENTION_DAYS gets a notice, told to its class's owner by e-mail (and listed on the class's
 * retention list); RETENTION_NOTICE_DAYS later, still unused, it is deleted. A sign-in after the notice clears it.
 */
export async function runRetention({ db, storage, mailer, config, log }: RetentionContext): Promise<{ noticed: number; deleted: number }> {
  const now = new Date();
  // A pupil who signed in since their notice starts again from that sign-in.
  await db.update(users).set({ retentionNoticeAt: null }).where(and(eq(users.role, 'student'), isNotNull(users.retentionNoticeAt), gt(users.lastSignInAt, users.retentionNoticeAt)));

  const doomed = await db.select({ id: users.id }).from(users).where(and(eq(users.role, 'student'), noticeStands, lte(users.retentionNoticeAt, new Date(now.getTime() - RETENTION_NOTICE_DAYS * DAY))));
  let deleted = 0;
  for (const { id } of doomed) {
    try {
      await deleteAccountNow(db, storage, id);
      deleted += 1;
    } catch (error) {
      log.error({ err: error, user: id }, 'an unused pupil account could not be deleted');
    }
  }

  const cutoff = new Date(now.getTime() - config.studentRetentionDays * DAY);
  const noticed = await db
    .update(users)
    .set({ retentionNoticeAt: now })
    .where(and(eq(users.role, 'student'), isNull(users.retentionNoticeAt), lt(lastUse, cutoff)))
    .returning({ id: users.id, name: users.name });
  if (noticed.length) await tellOwners(db, mailer, noticed, deletionDate(now), config, log);
  return { noticed: noticed.length, deleted };
}

/** One e-mail per class to its owner, when the owner has an e-mail address; a mail that fails is logged, the notice stands. */
async function tellOwners(db: Db, mailer: Mailer, pupils: { id: string; name: string }[], deletionAt: Date, config: RetentionContext['config'], log: RetentionContext['log']) {
  const rows = await db
    .select({ classId: classes.id, className: classes.name, ownerEmail: users.email, pupilId: classStudents.userId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(inArray(classStudents.userId, pupils.map((pupil) => pupil.id)));
  const names = new Map(pupils.map((pupil) => [pupil.id, pupil.name]));
  const byClass = new Map<string, typeof rows>();
  for (const row of rows) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row]);
  for (const classRows of byClass.values()) {
    const { className, ownerEmail } = classRows[0]!;
    if (!ownerEmail) continue;
    try {
      await mailer.send({ to: ownerEmail, ...noticeMail(className, classRows.map((row) => names.get(row.pupilId)!).sort(), deletionAt, config) });
    } catch (error) {
      log.error({ err: error, class: classRows[0]!.classId }, 'the notice of unused pupil accounts could not be mailed');
    }
  }
  log.info({ pupils: pupils.length }, 'pupil accounts unused for the retention period: their teachers were told');
}
