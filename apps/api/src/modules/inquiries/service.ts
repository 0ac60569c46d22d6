import type { Inquiry, InquiryListQuery, InquiryStatus } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { inquiries } from '../../db/schema.ts';
import { presentColumns, tableRows } from '../../lib/table-rows.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';

type Row = typeof inquiries.$inferSelect;

const presentInquiry = (i: Row): Inquiry => presentColumns(i, ['name', 'email', 'subject', 'message', 'status']);

export const inquiryService = (db: Db) => ({
  list: (q: InquiryListQuery) =>
    listPage(db, inquiries, listWhere(q.search, [inquiries.name, inquiries.email, inquiries.subject], statusIs(inquiries.status, q.status)), q, presentInquiry),
  // create: a visitor's message from the contact form, which starts as 'new'.
  ...tableRows(db, inquiries, presentInquiry),
  setStatus(id: string, status: InquiryStatus) {
    return this.update(id, { status });
  },
});
