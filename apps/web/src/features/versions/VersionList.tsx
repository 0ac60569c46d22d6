import { useTranslation } from 'react-i18next';
import { Eye, RotateCcw } from 'lucide-react';
import type { VersionSummary } from '@folio/shared';
import { Button } from '../../components/Button';
import { useVersionWords } from './words';

/** The versions, newest first: what each is, when, and who changed it; each may be looked at, and restored by an editor. */
export function VersionList({ versions, mayRestore, onView, onRestore }: {
  versions: VersionSummary[];
  mayRestore: boolean;
  onView: (version: VersionSummary) => void;
  onRestore: (version: VersionSummary) => void;
}) {
  const { t } = useTranslation('versions');
  const words = useVersionWords();
  return (
    <ul className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-200">
      {versions.map((version) => {
        const label = words.label(version);
        const date = words.date(version);
        const who = words.who(version);
        return (
          <li key={version.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-gray-900" dir={version.name ? 'auto' : undefined}>
                {label}
              </p>
              <p className="text-sm text-gray-600">
                <time dateTime={version.created_at}>{date}</time>
                {' · '}
                {t('pages', { count: version.page_count })}
              </p>
              {who && <p className="text-sm text-gray-600">{who}</p>}
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" aria-label={t('viewLabel', { label, date })} onClick={() => onView(version)}>
                <Eye aria-hidden className="size-4" />
                {t('view')}
              </Button>
              {mayRestore && (
                <Button variant="secondary" aria-label={t('restoreLabel', { label, date })} onClick={() => onRestore(version)}>
                  <RotateCcw aria-hidden className="size-4" />
                  {t('restore')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
