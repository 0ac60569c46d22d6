import { useTranslation } from 'react-i18next';
import { Crosshair } from 'lucide-react';
import type { AccessibilityProblem, AccessibilityReport } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EditorSidePanel } from '../../components/EditorSidePanel';
import { selectElements, switchPage } from '../editor/state/editorSlice';
import { selectPages } from '../editor/state/selectors';
import { ProblemList, ReportCounts } from './ProblemList';

/**
 * The editor's Accessibility panel (issue 54): the book's problems page by page as the author edits, each with a Go to
 * that turns to its page and selects its element. A sheet at the inline start, over the insert and pages panel, so that
 * the inspector at the end stays in view to mend what it selected; not modal, like the comments: the page stays
 * usable beside it, so that a problem can be mended and seen to go.
 */
export function AccessibilityPanel({ report, open, onOpenChange }: { report: AccessibilityReport; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['accessibility', 'editor']);
  const dispatch = useAppDispatch();
  const pages = useAppSelector(selectPages);
  const pageName = (index: number) => pages[index]?.name || t('editor:pages.defaultName', { n: index + 1 });
  const goTo = (problem: AccessibilityProblem) => {
    const index = pages.findIndex((p) => p.id === problem.page_id);
    if (index < 0) return;
    dispatch(switchPage(index));
    if (problem.element_id) dispatch(selectElements([problem.element_id]));
  };
  return (
    <EditorSidePanel open={open} onOpenChange={onOpenChange} side="start" title={t('title')} description={t('description')} closeLabel={t('close')} panelProps={{ 'data-accessibility-panel': true }}>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        {/* Said again as the author mends: the counts change while they edit. */}
        <div role="status">
          <ReportCounts report={report} className="mb-3" />
        </div>
        {report.problems.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-600">{t('none')}</p>
        ) : (
          <ProblemList
            problems={report.problems}
            pageName={pageName}
            action={(problem, text) => (
              <button
                type="button"
                className="flex shrink-0 items-center gap-1 rounded px-2 py-1 text-xs font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
                aria-label={t('goToLabel', { problem: text, n: problem.page_index + 1 })}
                onClick={() => goTo(problem)}
              >
                <Crosshair aria-hidden className="size-3.5" />
                {t('goTo')}
              </button>
            )}
          />
        )}
      </div>
    </EditorSidePanel>
  );
}
