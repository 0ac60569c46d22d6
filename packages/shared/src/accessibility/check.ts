import { z } from 'zod';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '../constants.ts';
import { ErrorResponseSchema } from '../http.ts';
import type { BookPage } from '../document/page-schema.ts';
import { elementText, textLanguage } from '../document/text.ts';
import { isPdfLayer } from '../document/pdf-layer.ts';
import { richPlainText } from './rich-html.ts';
import { ACCESSIBILITY_RULES, headingSkips, PAGE_RULES, SERIOUS_RULES, type RuleContext } from './rules.ts';

export const ACCESSIBILITY_SEVERITIES = ['serious', 'warning'] as const;

/** One problem of a book: its rule, how grave, where (the page, and the element to go to when there is one). */
export const AccessibilityProblemSchema = z.object({
  rule: z.enum(ACCESSIBILITY_RULES),
  severity: z.enum(ACCESSIBILITY_SEVERITIES),
  page_id: z.string(),
  /** 0-based, in the book's order. */
  page_index: z.number().int(),
  page_name: z.string(),
  element_id: z.string().nullable(),
  /** What the message says beside the element: a contrast ratio and the colours, a heading's level, a language. */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type AccessibilityProblem = z.infer<typeof AccessibilityProblemSchema>;

/** GET /api/admin/ebooks/{id}/accessibility, and the list a refused submission carries. */
export const AccessibilityReportSchema = z.object({
  /** The language the book is taken to be written in (`bookLanguage`), against which other passages are found. */
  language: z.enum(LANGUAGES),
  serious: z.number().int(),
  warnings: z.number().int(),
  problems: z.array(AccessibilityProblemSchema),
});
export type AccessibilityReport = z.infer<typeof AccessibilityReportSchema>;
export const AccessibilityReportResponseSchema = z.object({ data: AccessibilityReportSchema });

/**
 * The answer of POST submit (and approval) when the book has serious problems: the message, a line per serious
 * problem in `errors.accessibility`, and the whole report (its warnings too) in `accessibility`.
 */
export const ACCESSIBILITY_REQUIRED = 'This book has serious accessibility problems. Fix them before it can be submitted for approval.';
export const AccessibilityRefusedResponseSchema = ErrorResponseSchema.extend({ accessibility: AccessibilityReportSchema });

/**
 * The language a book is written in: the one most of its words are in, by their script (a book records no language
 * of its own). Latin letters count as English.
 */
export function bookLanguage(pages: readonly Pick<BookPage, 'elements'>[]): Language {
  const words = pages.flatMap((p) => p.elements.map((e) => elementText(e, richPlainText))).join(' ');
  return textLanguage(words).language;
}

/**
 * Every problem of a book, page by page in the book's order, each page's in the order of its elements. The editor
 * passes what it measured (`measuredOverflow`); the API estimates. With the book's page size, text boxes past a
 * page's edge are found too.
 */
export function checkBook(pages: readonly BookPage[], options: Pick<RuleContext, 'measuredOverflow' | 'pageSize'> & { language?: Language } = {}): AccessibilityReport {
  const language = options.language ?? bookLanguage(pages);
  const ctx: RuleContext = { language, rtl: RTL_LANGUAGES.includes(language), measuredOverflow: options.measuredOverflow, pageSize: options.pageSize, pdfLayer: isPdfLayer(pages) };
  const headings = headingSkips(pages);
  const problems = pages.flatMap((page, page_index) => {
    const order = new Map(page.elements.map((e, i) => [e.id, i]));
    const found = [...PAGE_RULES.flatMap((rule) => rule(page, ctx)), ...(headings.get(page.id) ?? [])];
    return found
      .sort((a, b) => (order.get(a.elementId ?? '') ?? -1) - (order.get(b.elementId ?? '') ?? -1) || ACCESSIBILITY_RULES.indexOf(a.rule) - ACCESSIBILITY_RULES.indexOf(b.rule))
      .map((f): AccessibilityProblem => ({
        rule: f.rule,
        severity: SERIOUS_RULES.includes(f.rule) ? 'serious' : 'warning',
        page_id: page.id,
        page_index,
        page_name: page.name,
        element_id: f.elementId,
        ...(f.values ? { values: f.values } : {}),
      }));
  });
  const serious = problems.filter((p) => p.severity === 'serious').length;
  return { language, serious, warnings: problems.length - serious, problems };
}
