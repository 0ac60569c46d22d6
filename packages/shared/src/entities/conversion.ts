import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';

/**
 * 'Make editable pages from this PDF' (issue 53): a PDF book's text and pictures made into a new e-book's pages, in
 * the background (POST /api/admin/ebooks/{id}/conversions), followed by GET …/conversions/latest. The PDF book stays
 * as it is; the new book is a draft of whoever asked. The book's owner and admins only.
 */
export const CONVERSION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** The words of the conversion's answers and refusals. */
export const CONVERSION_MESSAGES = {
  started: 'The editable pages are being made. The PDF book stays as it is.',
  notPdf: 'Only a PDF book can be made into editable pages.',
  notProcessed: 'The PDF is still being processed, or could not be read. Try again once its pages are counted.',
  failed: 'The editable pages could not be made from this PDF. Please try again.',
  tooLarge: 'The PDF holds more than a book may: its editable pages were not made.',
  storageFull: "The PDF's pictures do not fit in your storage: its editable pages were not made. Free some space, then try again.",
} as const;

/** A book's conversion: its progress, and the new book once it is done. */
export const ConversionSchema = z.object({
  id: z.uuid(),
  status: z.enum(CONVERSION_STATUSES),
  /** 0–100: the share of the PDF's pages read. */
  progress: z.number().int(),
  /** Why a failed conversion failed, in words for the user. */
  error: z.string().nullable(),
  /** The new e-book, once it is made. */
  new_ebook_id: z.uuid().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Conversion = z.infer<typeof ConversionSchema>;

/** The book's latest conversion, or null when none was asked for. */
export const LatestConversionResponseSchema = dataOf(ConversionSchema.nullable());
export const ConversionWrittenResponseSchema = writtenOf(ConversionSchema);
