import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';
import type { Language } from '../constants.ts';
import type { BookPage } from '../document/page-schema.ts';
import { IdParamsSchema } from './common.ts';
import type { BookReading } from './reading.ts';

/**
 * Exports of a book (docs/decisions/013-exports.md), as EPUB 3 (fixed-layout, or reflowable: 'epub-reflowable'), PDF or an offline flipbook: made in the background (POST /api/admin/ebooks/{id}/exports),
 * followed by their progress (GET …/exports), downloaded when done (GET …/exports/{exportId}/file). The book's
 * owner and admins only.
 */
export const EXPORT_FORMATS = ['epub', 'pdf', 'offline', 'scorm12', 'scorm2004', 'cmi5', 'epub-reflowable'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** What a buyer may download of a book they own (when its owner allows it): its EPUB and its PDF. */
export const BUYER_DOWNLOAD_FORMATS = ['epub', 'pdf'] as const satisfies readonly ExportFormat[];
/**
 * The packages for a learning management system (decision 027): the offline flipbook with a SCORM 1.2 or SCORM 2004
 * (4th edition) manifest, or a cmi5 course structure, whose reader reports to the LMS that launched it.
 */
export const LMS_FORMATS = ['scorm12', 'scorm2004', 'cmi5'] as const satisfies readonly ExportFormat[];
export type LmsFormat = (typeof LMS_FORMATS)[number];
export const isLmsFormat = (format: ExportFormat): format is LmsFormat => (LMS_FORMATS as readonly string[]).includes(format);
/**
 * The share of a book's points that passes it in an LMS package (the SCORM mastery score, 2004's scaled passing
 * score, cmi5's masteryScore), unless the LMS says another.
 */
export const LMS_MASTERY = 0.8;
/** The extension of each format's file: the offline flipbook and the LMS packages are zips. */
export const EXPORT_EXTENSIONS = { epub: 'epub', pdf: 'pdf', offline: 'zip', scorm12: 'zip', scorm2004: 'zip', cmi5: 'zip', 'epub-reflowable': 'epub' } as const satisfies Record<ExportFormat, string>;
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const ExportInputSchema = z.object({ format: z.enum(EXPORT_FORMATS, { error: 'Choose a format to export.' }) });
export type ExportInput = z.infer<typeof ExportInputSchema>;

export const ExportParamsSchema = IdParamsSchema.extend({ exportId: z.uuid({ error: 'Not a valid id' }) });

/** GET /api/me/library/{id}/downloads/{format}: a buyer's download of a book's latest export. */
export const BuyerDownloadParamsSchema = IdParamsSchema.extend({ format: z.enum(BUYER_DOWNLOAD_FORMATS, { error: 'Choose EPUB or PDF.' }) });

export const BookExportSchema = z.object({
  id: z.uuid(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** 0–100: the share of pages made. */
  progress: z.number().int(),
  /** Why a failed export failed, in words for the user. */
  error: z.string().nullable(),
  /** The file's size in bytes once it is done. */
  size: z.number().int().nullable(),
  /** The name the download is saved under. */
  file_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BookExport = z.infer<typeof BookExportSchema>;

/** The latest export of each format. */
export const BookExportsResponseSchema = dataOf(z.array(BookExportSchema));
export const BookExportWrittenResponseSchema = writtenOf(BookExportSchema);

/**
 * The offline flipbook (an export of the format 'offline'): a folder holding the Folio reader for one book, which
 * opens from `file://` or any static host and asks nothing of a server. These are the reader's own files, built
 * with the web app (apps/web/vite.offline.config.ts, into its build's exports folder: EXPORT_SCRIPTS_DIR), and the
 * book's, written by the export.
 */
export const OFFLINE_PACKAGE = {
  /** The reader, one classic script: a module script is refused from file://. */
  script: 'reader.js',
  style: 'reader.css',
  /** The book, as a script that sets `window[OFFLINE_PACKAGE.global]` (a file:// page may not fetch JSON). */
  book: 'book.js',
  global: 'FOLIO_BOOK',
  /** The fonts the book's and the interface's letters need. */
  fonts: 'fonts.css',
  /** Each interface language's letters (built with the reader), for choosing those fonts. */
  letters: 'letters.json',
  /**
   * A PDF book's (decision 021): pdf.js with its worker's code run on the page's own thread (a worker from file://
   * is refused), one classic script that the reader finds in `window.FolioPdfjs`, built with the reader.
   */
  pdfReader: 'pdf-reader.js',
  /** A PDF book's PDF, once, as a script that sets its bytes (base64) in `window[pdfGlobal]`: file:// cannot be fetched. */
  pdf: 'book-pdf.js',
  pdfGlobal: 'FOLIO_PDF',
  /**
   * pdf.js's CMaps, standard fonts and decoders, one script each (`<folder>/<kind>/<file>.js`, setting
   * `window[pdfAssetsGlobal][<kind>/<file>]` in base64), loaded by the reader when a PDF asks for one.
   */
  pdfAssets: 'pdfjs',
  pdfAssetsGlobal: 'FOLIO_PDF_ASSETS',
} as const;

/** The other browser scripts exports carry, built with the web app beside the offline reader (EXPORT_SCRIPTS_DIR). */
export const EXPORT_SCRIPTS = {
  /** An EPUB's questions script: questions answerable and cards that turn where the reading system runs scripts. */
  epubQuestions: 'epub-questions.js',
  /** An EPUB's reading script: where the reading system runs scripts and is online, its reading counts on the site. */
  epubReading: 'epub-reading.js',
} as const;

/** What book.js holds: the book as the reader opens it, all its pages, and where each of its files is in the package. */
export interface OfflineBook {
  reading: BookReading;
  pages: BookPage[];
  /** A page's stored file (its path on the site, /uploads/…) → its copy in the package (a relative address). */
  files: Record<string, string>;
  /** The book's language: the interface's too, unless the reader chose another (?lng=). */
  language: Language;
  /**
   * The absolute address of the events route of the site it was exported from (`…/api/public/events`), where the
   * reader sends its reading while the browser is online (source `offline`). A package made before has none, and
   * sends nothing.
   */
  analytics_url?: string;
  /** An LMS package's: the standard its reader reports to the LMS by (apps/web/src/offline/lms); a plain flipbook has none. */
  lms?: LmsFormat;
}
