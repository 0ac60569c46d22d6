// One question's figures, whatever its kind: share right, how often each option was chosen, each part got right, what waits for a mark.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionResult } from '@folio/shared';
import { percent } from './figures';
import { ShareBar } from './ShareBar';

/**
 * A choice shows its right share and its options (the right ones marked); a poll only how often each option was
 * chosen, as nothing in it is right; blanks, matching, ordering and keyword-marked short answers show how often
 * each blank, pair, place or keyword was right; a short question left to the teacher says how many answers wait.
 */
export function QuestionCard({ question, filtered }: { question: QuestionResult; filtered: boolean }) {
  const { t } = useTranslation('ebooks');
  const partsId = useId();
  const poll = question.kind === 'poll';
  const right = percent(question.correct, question.answered);
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <p className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
        <span>{t('results.page', { page: question.page })}</span>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-700">{t(`results.kinds.${question.kind}`)}</span>
      </p>
      <h3 className="mt-1 font-semibold text-gray-900">
        <bdi>{question.question || t('results.untitled')}</bdi>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {!question.answered
          ? t(filtered ? 'results.unansweredInRange' : 'results.unanswered')
          : poll
            ? t('results.pollAnswered', { n: question.answered })
            : t('results.right', { correct: question.correct, answered: question.answered, percent: right })}
        {question.earlier > 0 && <span className="ms-2 text-gray-600">{t('results.earlier', { n: question.earlier })}</span>}
      </p>
      {question.to_mark > 0 && (
        <p className="mt-2 w-fit rounded-md border-s-4 border-warning-500 bg-warning-500/15 px-2 py-1 text-sm font-medium text-gray-900">{t('results.toMark', { n: question.to_mark })}</p>
      )}

      {question.spread.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1.5">
          {question.spread.map((option) => {
            const share = percent(option.chosen, question.answered);
            const rightOne = !poll && option.correct;
            return (
              <ShareBar
                key={option.option_id}
                label={option.text}
                note={rightOne && <span className="ms-1 text-success-700">{t('results.rightOption')}</span>}
                share={share}
                tone={rightOne ? 'right' : 'neutral'}
                figures={t('results.chosen', { count: option.chosen, percent: share })}
              />
            );
          })}
        </ul>
      )}

      {question.parts.length > 0 && question.kind !== 'choice' && !poll && (
        <>
          <p id={partsId} className="mt-3 text-sm font-medium text-gray-800">
            {t(`results.parts.${question.kind}`)}
          </p>
          <ul aria-labelledby={partsId} className="mt-1.5 flex flex-col gap-1.5">
            {question.parts.map((part) => {
              const share = percent(part.right, question.answered);
              return (
                <ShareBar
                  key={part.id}
                  label={part.text}
                  share={share}
                  tone="right"
                  figures={t('results.partRight', { n: part.right, answered: question.answered, percent: share })}
                />
              );
            })}
          </ul>
        </>
      )}
    </li>
  );
}
