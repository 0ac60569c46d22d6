import type { Language } from '@folio/shared';
import type { Config } from '../../config.ts';

/**
 * The site's figures a page may name by a placeholder, `{{account_deletion_grace_days}}` or
 * `{{student_retention_days}}`: they are filled in from the settings each time a page is read, so that the privacy
 * pages say what this site does (ACCOUNT_DELETION_GRACE_DAYS, STUDENT_RETENTION_DAYS), whatever it was set to.
 */
export const pageFigures = (config: Pick<Config, 'accountDeletionGraceDays' | 'studentRetentionDays'>) => ({
  account_deletion_grace_days: config.accountDeletionGraceDays,
  student_retention_days: config.studentRetentionDays,
});
export type PageFigures = ReturnType<typeof pageFigures>;

/** Bengali pages write their numbers in Bengali digits; the others in the digits of English. */
const digits = (language: Language) => new Intl.NumberFormat(language, { numberingSystem: language === 'bn' ? 'beng' : 'latn' });

/** A page's HTML with its placeholders of figures filled in, in the page's language; anything else in braces stays as written. */
export function fillFigures(html: string, figures: PageFigures, language: Language): string {
  const format = digits(language);
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(figures, name) ? format.format(figures[name as keyof PageFigures]) : placeholder));
}
