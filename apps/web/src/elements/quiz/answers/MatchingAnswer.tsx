import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { mixedOrder, partsRight } from '@folio/shared';
import { SelectOptions } from '../../../components/form/SelectOptions';
import { RightOrWrong } from './RightOrWrong';
import type { AnswerProps } from './types';

/**
 * Pairs to match: each left side with a menu of the right sides, mixed. A menu is the way that works with a
 * keyboard, a screen reader and a finger alike (WCAG 2.5.7: nothing needs dragging). Checked, each pair is
 * marked, and a wrong one shows its right match.
 */
export function MatchingAnswer({ quiz, elementId, chosen, onChange, result, interactive }: AnswerProps) {
  const { t } = useTranslation('elements');
  const pairs = quiz.pairs ?? [];
  const rights = mixedOrder(pairs, elementId);
  const right = result ? partsRight(quiz, chosen) : [];
  const choose = (i: number, id: string) => onChange(pairs.map((_, j) => (j === i ? id : (chosen[j] ?? ''))));
  return (
    <ul className="clear-both flex flex-col gap-1.5">
      {pairs.map((pair, i) => (
        <li key={pair.id} className={clsx('flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md px-2 py-0.5', result && (right[i] ? 'bg-success-600/10' : 'bg-danger-200/50'))}>
          <span className="min-w-0 flex-1 break-words font-medium">{pair.left}</span>
          {interactive ? (
            <select
              aria-label={t('quiz.matchFor', { left: pair.left })}
              value={chosen[i] ?? ''}
              onChange={(e) => choose(i, e.target.value)}
              className="max-w-[60%] min-w-24 flex-1 rounded-md border border-gray-300 bg-white px-2 py-0.5 text-[0.9em] focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <option value="">{t('quiz.chooseMatch')}</option>
              <SelectOptions options={rights.map((r) => ({ value: r.id, label: r.right }))} />
            </select>
          ) : (
            <span className="min-w-0 flex-1 break-words text-gray-600">{rights[i]?.right}</span>
          )}
          {result && <RightOrWrong right={!!right[i]} />}
          {result && !right[i] && (
            <span className="w-full text-end text-[0.85em] text-success-700">
              <span className="sr-only">{t('quiz.rightAnswer')}: </span>
              {pair.right}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
