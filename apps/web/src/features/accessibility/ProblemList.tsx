import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import type { AccessibilityProblem, AccessibilityReport } from '@folio/shared';
import { useProblemText } from './problemText';

/** How many serious problems and warnings, in words ("2 serious problems, 1 warning"). */
export function ReportCounts({ report, className }: { report: Pick<AccessibilityReport, 'serious' | 'warnings'>; className?: string }) {
  const { t } = useTranslation('accessibility');
  return (
    <p className={clsx('flex flex-wrap gap-2 text-sm', className)}>
      <span className={clsx('rounded-full px-2 py-0.5 font-semibold', report.serious ? 'bg-danger-200/50 text-danger-700' : 'bg-gray-100 text-gray-700')}>{t('serious', { count: report.serious })}</span>
      <span className={clsx('rounded-full px-2 py-0.5 font-semibold', report.warnings ? 'bg-amber-100 text-amber-900' : 'bg-gray-100 text-gray-700')}>{t('warnings', { count: report.warnings })}</span>
    </p>
  );
}

/**
 * The problems of a report page by page, each with its severity (an icon and a word, never colour alone), what is
 * wrong, and `action`: the way to it (the editor's Go to, the admin page's link into the editor).
 */
export function ProblemList({ problems, pageName, action, headingLevel = 3 }: {
  problems: readonly AccessibilityProblem[];
  pageName: (index: number) => string;
  action: (problem: AccessibilityProblem, text: string) => ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('accessibility');
  const textOf = useProblemText();
  const pages = [...new Set(problems.map((p) => p.page_index))];
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div className="flex flex-col gap-3">
      {pages.map((index) => (
        <section key={index} aria-labelledby={`a11y-page-${index}`} className="flex flex-col gap-1.5">
          <Heading id={`a11y-page-${index}`} className="text-sm font-semibold text-gray-900">
            {t('page', { n: index + 1, name: pageName(index) })}
          </Heading>
          <ul className="flex flex-col gap-1.5">
            {problems
              .filter((p) => p.page_index === index)
              .map((problem, i) => {
                const text = textOf(problem);
                const Icon = problem.severity === 'serious' ? CircleAlert : TriangleAlert;
                return (
                  <li key={`${problem.rule}-${problem.element_id ?? i}`} data-rule={problem.rule} className="flex items-start gap-2 rounded-md border border-gray-200 bg-white p-2">
                    <Icon aria-hidden className={clsx('mt-0.5 size-4 shrink-0', problem.severity === 'serious' ? 'text-danger-700' : 'text-amber-700')} />
                    <p className="min-w-0 flex-1 text-sm text-gray-800">
                      <span className={clsx('me-1 font-semibold', problem.severity === 'serious' ? 'text-danger-700' : 'text-amber-800')}>{t(`severity.${problem.severity}`)}:</span>
                      <span dir="auto">{text}</span>
                    </p>
                    {action(problem, text)}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
