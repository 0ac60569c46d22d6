import { eq } from 'drizzle-orm';
import type { Inquiry, InquiryCreateSchema, InquiryListQuery, InquiryStatus } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inquiries } from '../../db/schema.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';

type InquiryInput = z.output<typeof InquiryCreateSchema>;
type Row = typeof inquiries.$inferSelect;

export const presentInquiry = (i: Row): Inquiry => ({
  id: i.id,
  name: i.name,
  email: i.email,
  subject: i.subject,
  message: i.message,
  status: i.status,
  created_at: i.createdAt.toISOString(),
});

export const inquiryService = (db: Db) => ({
  list: (q: InquiryListQuery) =>
    listPage(db, inquiries, listWhere(q.search, [inquiries.name, inquiries.email, inquiries.subject], statusIs(inquiries.status, q.status)), q, presentInquiry),
  get: async (id: string) => {
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    return row && presentInquiry(row);
  },
  /** A visitor's message from the contact form; it starts as 'new'. */
  create: async (input: InquiryInput) => {
    const [row] = await db.insert(inquiries).values(input).returning();
    return presentInquiry(row!);
  },
  setStatus: async (id: string, status: InquiryStatus) => {
    const [row] = await db.update(inquiries).set({ status, updatedAt: new Date() }).where(eq(inquiries.id, id)).returning();
    return row && presentInquiry(row);
  },
  remove: async (id: string) => (await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id })).length > 0,
});
