import { useTranslation } from 'react-i18next';
import type { VersionSummary } from '@folio/shared';

/**
 * How the history words a version: its name, or what made it; when, in the reader's language; and who changed the
 * pages it holds (or who made it, when nobody changed them since the version before).
 */
export function useVersionWords() {
  const { t, i18n } = useTranslation('versions');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return {
    label: (version: VersionSummary) => version.name ?? t(`kinds.${version.kind}` as const),
    date: (version: VersionSummary) => dates.format(new Date(version.created_at)),
    who: (version: VersionSummary) =>
      version.authors.length
        ? t('changedBy', { names: names.format(version.authors.map((a) => a.name)) })
        : version.created_by
          ? t('madeBy', { name: version.created_by.name })
          : null,
  };
}
