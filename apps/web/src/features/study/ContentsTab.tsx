import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { currentSection, type ContentsEntry } from '@folio/shared';
import { pageName, usePdfPageLabels } from '../reader/pdf/pageLabels';
import { useReaderBook } from '../reader/ReaderContext';
import { useReader } from '../reader/useReader';
import { darkButton } from './HighlightControls';
import { useContents } from './useContents';

/** The book's contents, indented by level; the section being read is marked, and an entry turns to its page. */
export function ContentsTab({ here, onJump }: { here: (() => ContentsEntry[]) | null; onJump: (page: number) => void }) {
  const { t } = useTranslation('study');
  const { ebookId, kind, pdf } = useReaderBook();
  const currentPage = useReader((r) => r.currentPage);
  const { state, retry } = useContents({ ebookId, kind, pdf, here });
  // A PDF's own page labels (iv, 12…) where it has them, as its links and the page indicator say.
  const labels = usePdfPageLabels(pdf);

  if (state.status === 'loading') return <p role="status" className="p-4 text-sm text-slate-300">{t('contents.loading')}</p>;
  if (state.status === 'failed')
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-4 text-sm text-slate-200">
        <p>{t('contents.failed')}</p>
        <button type="button" className={darkButton()} onClick={retry}>
          {t('actions.retry')}
        </button>
      </div>
    );
  if (state.entries.length === 0) return <p className="p-4 text-sm text-slate-300">{t(kind === 'pdf' ? 'contents.emptyPdf' : 'contents.empty')}</p>;
  const current = currentSection(state.entries, currentPage);
  return (
    <nav aria-label={t('contents.label')} className="p-2">
      <ol>
        {state.entries.map((entry, index) => (
          <li key={`${index}:${entry.page}`}>
            <button
              type="button"
              aria-current={index === current ? 'location' : undefined}
              onClick={() => onJump(entry.page)}
              className={clsx(
                'flex w-full items-baseline gap-3 rounded-md py-2 pe-3 text-start text-sm hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300',
                entry.level === 1 ? 'font-semibold text-slate-100' : 'text-slate-200',
                index === current && 'bg-primary-500/25 text-white ring-1 ring-primary-300/50',
              )}
              style={{ paddingInlineStart: `${0.75 + (entry.level - 1) * 1}rem` }}
            >
              <span dir="auto" className="min-w-0 flex-1">
                {entry.title}
              </span>
              <span className="shrink-0 text-xs text-slate-300 tabular-nums">
                <span className="sr-only">{t('contents.page', { n: pageName(entry.page, labels) })}</span>
                <span aria-hidden>{pageName(entry.page, labels)}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
