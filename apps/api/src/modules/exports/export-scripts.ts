import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXPORT_SCRIPTS, OFFLINE_PACKAGE } from '@folio/shared';

/**
 * The browser scripts exports carry, built with the web app (apps/web/build/build.mjs) into EXPORT_SCRIPTS_DIR.
 * Apart from offline.ts and epub.ts, which the routes would otherwise load at start.
 */

/**
 * The offline reader's files have been built (and, for a PDF book, its pdf.js and pdf.js's files): without them
 * there is no offline flipbook to make.
 */
export const offlineReaderBuilt = (dir: string | null | undefined, { pdf = false }: { pdf?: boolean } = {}): dir is string =>
  !!dir &&
  [OFFLINE_PACKAGE.script, OFFLINE_PACKAGE.style, OFFLINE_PACKAGE.letters, ...(pdf ? [OFFLINE_PACKAGE.pdfReader, OFFLINE_PACKAGE.pdfAssets] : [])].every((name) => existsSync(join(dir, name)));

/** The EPUB's questions script, and the letters of the words it shows in the book's language (its fonts must hold them). */
export interface QuestionsScript {
  script: string;
  letters: string;
}

/**
 * The EPUB's questions script, or null when it has not been built: the EPUB's questions are then printed only,
 * as a reading system without scripts shows them anyway.
 */
export async function epubQuestionsScript(dir: string | null | undefined, language: string): Promise<QuestionsScript | null> {
  if (!dir) return null;
  const [script, letters] = await Promise.all([
    readFile(join(dir, EXPORT_SCRIPTS.epubQuestions), 'utf8').catch(() => null),
    readFile(join(dir, OFFLINE_PACKAGE.letters), 'utf8').then((json) => (JSON.parse(json) as Record<string, string>)[language] ?? '', () => ''),
  ]);
  return script === null ? null : { script, letters };
}

/** The EPUB's reading script, and the events route of the site it reports to. */
export interface ReadingScript {
  script: string;
  eventsUrl: string;
}

/**
 * The EPUB's reading script with the site the export was asked at (`book_exports.site_url`), or null when the
 * script has not been built or the site is unknown: the EPUB then counts nothing (decision 020).
 */
export async function epubReadingScript(dir: string | null | undefined, site: string | null): Promise<ReadingScript | null> {
  if (!dir || !site) return null;
  const script = await readFile(join(dir, EXPORT_SCRIPTS.epubReading), 'utf8').catch(() => null);
  return script === null ? null : { script, eventsUrl: `${site}/api/public/events` };
}
