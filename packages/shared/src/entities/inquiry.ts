import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { ListQuerySchema, requiredText } from './common.ts';

/** An inquiry moves new → read (opened by an admin) → replied or closed. */
export const INQUIRY_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The public contact form ('Send Message'). */
export const InquiryCreateSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 120),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254, MESSAGES.tooLong)
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  subject: requiredText(MESSAGES.subjectRequired, 200),
  message: requiredText(MESSAGES.messageRequired, 5000),
});
export type InquiryCreate = z.input<typeof InquiryCreateSchema>;

export const InquiryStatusUpdateSchema = z.object({ status: z.enum(INQUIRY_STATUSES, { error: MESSAGES.invalidChoice }) });

/** Spec §3 Inquiry (name, email, subject, status, created_at) plus the message the modal shows in full. */
export const InquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  created_at: z.iso.datetime(),
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** The answers of the admin inquiry routes: the list, a read, a status change. */
export const InquiryListResponseSchema = pageOf(InquirySchema);
export const InquiryResponseSchema = dataOf(InquirySchema);
export const InquiryWrittenResponseSchema = writtenOf(InquirySchema);
export type InquiryWrittenResponse = z.infer<typeof InquiryWrittenResponseSchema>;

/** The contact form's answer: the thanks to show, and only the new inquiry's id (a visitor reads no inquiry back). */
export const InquirySentResponseSchema = writtenOf(InquirySchema.pick({ id: true }));

/** The admin list's query: the inquiry statuses replace the active/inactive filter of other lists. */
export const InquiryListQuerySchema = ListQuerySchema.extend({ status: z.enum(INQUIRY_STATUSES, { error: MESSAGES.invalidChoice }).optional() });
export type InquiryListQuery = z.infer<typeof InquiryListQuerySchema>;
