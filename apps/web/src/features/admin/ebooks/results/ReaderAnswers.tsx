// One reader's answers in words, each with its verdict, score, tries and time, and a mark to give where the teacher marks by hand.
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { QuestionResult, ReaderResult } from '@folio/shared';
import { awaitsMark, marksByHand } from './figures';
import { MarkAnswer } from './MarkAnswer';

type Answer = ReaderResult['answers'][number];

/** The answer's verdict in words, and its colour: right, partly right, wrong, a poll's (no verdict), or waiting for a mark. */
function useVerdict() {
  const { t } = useTranslation('ebooks');
  return (question: QuestionResult | undefined, answer: Answer): { text: string; tone: 'right' | 'wrong' | 'partly' | 'neutral' | 'waiting' } => {
    if (awaitsMark(question, answer)) return { text: t('results.answer.waiting'), tone: 'waiting' };
    if (answer.correct === true) return { text: t('results.answer.right'), tone: 'right' };
    if (answer.correct === false) return answer.score > 0 ? { text: t('results.answer.partly'), tone: 'partly' } : { text: t('results.answer.wrong'), tone: 'wrong' };
    return { text: question?.kind === 'poll' ? t('results.answer.poll') : t('results.answer.noVerdict'), tone: 'neutral' };
  };
}

const TONES = {
  // Green text on white: on a green tint it would fall below the contrast small text needs.
  right: 'bg-white text-success-700 ring-1 ring-success-600 ring-inset',
  wrong: 'bg-danger-200/50 text-danger-700',
  partly: 'bg-primary-50 text-primary-800',
  neutral: 'bg-gray-100 text-gray-700',
  waiting: 'border-s-4 border-warning-500 bg-warning-500/15 text-gray-900',
} as const;

interface Props {
  bookId: string;
  reader: ReaderResult;
  questions: Map<string, QuestionResult>;
  date: Intl.DateTimeFormat;
}

/** The answers in page order (answers to questions no longer in the book last). */
export function ReaderAnswers({ bookId, reader, questions, date }: Props) {
  const { t } = useTranslation('ebooks');
  const verdict = useVerdict();
  const page = (a: Answer) => questions.get(a.element_id)?.page ?? Number.MAX_SAFE_INTEGER;
  const answers = [...reader.answers].sort((a, b) => page(a) - page(b));
  if (!answers.length) return <p className="text-sm text-gray-700">{t('results.answer.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {answers.map((answer) => {
        const question = questions.get(answer.element_id);
        const { text, tone } = verdict(question, answer);
        return (
          <li key={answer.element_id} className="rounded-md border border-gray-200 bg-white p-3 text-sm">
            <p className="text-xs text-gray-600">{question ? t('results.page', { page: question.page }) : t('results.removedQuestion')}</p>
            {question && (
              <p className="font-medium text-gray-900">
                <bdi>{question.question || t('results.untitled')}</bdi>
              </p>
            )}
            <p className="mt-1 text-gray-800">
              <span className="text-gray-600">{t('results.answer.label')} </span>
              <bdi className="whitespace-pre-wrap">{answer.text || t('results.answer.empty')}</bdi>
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-gray-700">
              <span className={clsx('rounded-md px-2 py-0.5 font-medium', TONES[tone])}>{text}</span>
              {answer.marked && <span>{t('results.answer.marked')}</span>}
              {question && question.kind !== 'poll' && <span className="tabular-nums">{t('results.answer.score', { score: answer.score, count: question.points })}</span>}
              <span className="tabular-nums">{t('results.answer.tries', { n: answer.attempts })}</span>
              <time dateTime={answer.answered_at}>{date.format(new Date(answer.answered_at))}</time>
              {!answer.current && question && <span className="text-gray-600">{t('results.answer.earlier')}</span>}
            </p>
            {question && marksByHand(question, answer) && (
              <div className="mt-3 border-t border-gray-100 pt-3">
                <MarkAnswer
                  bookId={bookId}
                  userId={reader.user_id}
                  name={reader.name}
                  elementId={answer.element_id}
                  points={question.points}
                  current={answer.marked ? answer.score : undefined}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
