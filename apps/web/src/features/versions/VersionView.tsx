import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import type { BookPage, VersionSummary } from '@folio/shared';
import { Button } from '../../components/Button';
import { PageView } from '../page-view/PageView';
import { useFitScale } from '../page-view/useFitScale';
import { useInView } from '../page-view/useInView';
import { useBookVersionQuery } from './api';
import { useVersionWords } from './words';

type Size = { width: number; height: number };

/** One page of the version, drawn once it scrolls near: a long book keeps the pages out of sight unmounted. */
function VersionPage({ page, index, size, scale, pages }: { page: BookPage; index: number; size: Size; scale: number; pages: readonly BookPage[] }) {
  const { t } = useTranslation('versions');
  const box = useRef<HTMLElement>(null);
  const near = useInView(box);
  return (
    <figure ref={box} className="flex flex-col items-center gap-2">
      <div style={{ width: size.width * scale, height: size.height * scale }}>
        {near && <PageView page={page} size={size} scale={scale} mode="static" pages={pages} />}
      </div>
      <figcaption className="text-sm text-gray-200" dir="auto">
        {t('viewer.page', { n: index + 1, name: page.name })}
      </figcaption>
    </figure>
  );
}

/**
 * A version to look at, every page of it, drawn as the reader draws them (PageView), and nothing to change: the
 * way back to the history, and Restore for an editor.
 */
export function VersionView({ bookId, version, pageSize, mayRestore, onBack, onRestore }: {
  bookId: string;
  version: VersionSummary;
  pageSize: Size;
  mayRestore: boolean;
  onBack: () => void;
  onRestore: (version: VersionSummary) => void;
}) {
  const { t } = useTranslation('versions');
  const words = useVersionWords();
  const { data, isError, isLoading } = useBookVersionQuery({ bookId, versionId: version.id });
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, pageSize, 16);
  const label = words.label(version);
  return (
    <section aria-labelledby="version-view-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {/* The view replaces the list: the keyboard starts at the way back. */}
        <Button variant="secondary" onClick={onBack} autoFocus>
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('viewer.back')}
        </Button>
        <h3 id="version-view-title" className="min-w-0 flex-1 truncate font-semibold text-gray-900">
          <span dir={version.name ? 'auto' : undefined}>{label}</span>, <time dateTime={version.created_at}>{words.date(version)}</time>
        </h3>
        {mayRestore && (
          <Button onClick={() => onRestore(version)}>
            <RotateCcw aria-hidden className="size-4" />
            {t('restore')}
          </Button>
        )}
      </div>
      <p className="text-sm text-gray-600">{t('viewer.readOnly')}</p>
      <div ref={box} className="h-[60vh] overflow-y-auto rounded-lg bg-gray-800 p-4">
        {isLoading && <p className="text-gray-100">{t('viewer.loading')}</p>}
        {isError && (
          <p role="alert" className="text-gray-100">
            {t('viewer.loadFailed')}
          </p>
        )}
        {data && (
          <div className="flex flex-col items-center gap-6">
            {data.pages.map((page, index) => (
              <VersionPage key={page.id} page={page} index={index} size={page.size ?? pageSize} scale={scale} pages={data.pages} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
