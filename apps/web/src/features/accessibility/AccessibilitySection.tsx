import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Wrench } from 'lucide-react';
import type { AccessibilityProblem } from '@folio/shared';
import { useEbookAccessibilityQuery } from './api';
import { ProblemList, ReportCounts } from './ProblemList';

/** Where the editor opens on a problem: its page, its element selected (useAddressTarget). */
const problemAddress = (bookId: string, problem: AccessibilityProblem) => {
  const search = new URLSearchParams({ page: problem.page_id, ...(problem.element_id ? { element: problem.element_id } : {}) });
  return `/ebooks/edit/${encodeURIComponent(bookId)}?${search.toString()}`;
};

/**
 * The book's accessibility report on its admin page (issue 54): how many serious problems and warnings, that serious
 * ones block a submission, and each problem with a link that opens the editor on it. `refusedAt` changes when a
 * submission was refused: the report is read again, as the server saw the book.
 */
export function AccessibilitySection({ bookId, refusedAt, ref }: { bookId: string; refusedAt?: number; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('accessibility');
  const report = useEbookAccessibilityQuery(bookId, { refetchOnMountOrArgChange: true });
  const { refetch } = report;
  useEffect(() => {
    if (refusedAt) void refetch();
  }, [refusedAt, refetch]);
  const data = report.data;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="ebook-accessibility" className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs focus:outline-none">
      <h2 id="ebook-accessibility" className="mb-3 text-lg font-bold text-gray-900">
        {t('title')}
      </h2>
      {!data && !report.isError && <p role="status" className="text-sm text-gray-600">{t('report.loading')}</p>}
      {report.isError && <p role="alert" className="text-sm text-danger-700">{t('report.failed')}</p>}
      {data && (
        <div className="flex flex-col gap-3">
          <ReportCounts report={data} />
          {data.serious > 0 && <p className="text-sm font-medium text-danger-700">{t('report.blocked')}</p>}
          {data.problems.length === 0 ? (
            <p className="text-sm text-gray-600">{t('none')}</p>
          ) : (
            <ProblemList
              problems={data.problems}
              pageName={(index) => data.problems.find((p) => p.page_index === index)?.page_name ?? ''}
              action={(problem, text) => (
                <Link to={problemAddress(bookId, problem)} aria-label={`${t('report.edit')}: ${text}`} className="flex shrink-0 items-center gap-1 rounded px-2 py-1 text-xs font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600">
                  <Wrench aria-hidden className="size-3.5" />
                  {t('report.edit')}
                </Link>
              )}
            />
          )}
        </div>
      )}
    </section>
  );
}
