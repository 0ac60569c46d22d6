import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import clsx from 'clsx';
import { Check } from 'lucide-react';

export const STEPS = [1, 2, 3] as const;
export type Step = (typeof STEPS)[number];

export const stepPath = (step: Step, bookId: string) => `/editor/${step}/${bookId}`;

/**
 * The create flow's three steps (basic info, design, publish). Every step link keeps the book; a book not yet
 * created can only be at step 1, so the later steps are shown but not linked.
 */
export function Stepper({ current, bookId }: { current: Step; bookId: string }) {
  const { t } = useTranslation('ebooks');
  return (
    <nav aria-label={t('flow.steps')}>
      <ol className="flex flex-wrap items-center gap-2 sm:gap-4">
        {STEPS.map((step) => {
          const done = step < current;
          const here = step === current;
          const reachable = bookId !== 'new' || step === 1;
          const body = (
            <>
              <span
                className={clsx(
                  'grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold',
                  here ? 'bg-primary-600 text-white' : done ? 'bg-primary-100 text-primary-800' : 'bg-gray-200 text-gray-600',
                )}
              >
                {done ? <Check aria-hidden className="size-4" /> : step}
              </span>
              <span className={clsx('text-sm font-semibold', here ? 'text-gray-900' : 'text-gray-600')}>{t(`flow.step${step}`)}</span>
            </>
          );
          return (
            <li key={step} className="flex items-center gap-2 sm:gap-4">
              {step > 1 && <span aria-hidden className="hidden h-px w-8 bg-gray-300 sm:block" />}
              {reachable ? (
                <Link to={stepPath(step, bookId)} aria-current={here ? 'step' : undefined} className="flex items-center gap-2 rounded-md p-1 hover:bg-gray-100">
                  {body}
                </Link>
              ) : (
                <span aria-disabled="true" className="flex items-center gap-2 p-1 opacity-70">
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
