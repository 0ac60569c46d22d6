import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ebookComments, ebooks, users } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';

/** What telling the people a comment mentions needs: the database, a mailer, and the site's address for the link. */
export interface MentionContext {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: without it the mail names the editor's path only. */
  publicUrl?: string;
}

/** The most of a comment quoted in the mail: enough to know what it is about, the rest is in the book. */
const QUOTED = 500;

function mentionMail(input: { author: string; title: string; body: string; link: string }) {
  const quoted = input.body.length > QUOTED ? `${input.body.slice(0, QUOTED)}…` : input.body;
  return {
    subject: `${input.author} mentioned you in “${input.title}”`,
    text: [
      'Hello,',
      '',
      `${input.author} mentioned you in a comment on the book “${input.title}” on Folio:`,
      '',
      ...quoted.split('\n').map((line) => `> ${line}`),
      '',
      'To read the thread and answer, open the book and its Comments panel:',
      input.link,
      '',
      'You get this mail because the book is shared with you. Folio sends no other mail about comments.',
    ].join('\n'),
  };
}

/**
 * Mails each account a comment mentions (a background job, queued with the comment): its author is not told of
 * their own words, pupils and accounts without an e-mail address get nothing, and a comment deleted meanwhile tells
 * no one. Answers how many were told; a refusal of the mail server throws, so the job is tried again.
 */
export async function tellMentioned({ db, mailer, publicUrl }: MentionContext, commentId: string): Promise<number> {
  const [comment] = await db
    .select({ body: ebookComments.body, mentions: ebookComments.mentions, authorId: ebookComments.authorId, ebookId: ebookComments.ebookId, title: ebooks.title, author: users.name })
    .from(ebookComments)
    .innerJoin(ebooks, eq(ebooks.id, ebookComments.ebookId))
    .leftJoin(users, eq(users.id, ebookComments.authorId))
    .where(eq(ebookComments.id, commentId))
    .limit(1);
  if (!comment || comment.mentions.length === 0) return 0;
  const others = comment.authorId ? and(inArray(users.id, comment.mentions), ne(users.id, comment.authorId)) : inArray(users.id, comment.mentions);
  const told = await db.select({ email: users.email }).from(users).where(and(others, isNotNull(users.email)));
  const link = `${publicUrl ?? ''}/admin/ebooks/edit/${comment.ebookId}`;
  for (const { email } of told) {
    await mailer.send({ to: email!, ...mentionMail({ author: comment.author ?? 'Someone', title: comment.title, body: comment.body, link }) });
  }
  return told.length;
}
