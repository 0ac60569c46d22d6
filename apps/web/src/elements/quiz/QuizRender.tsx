import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbulb, RotateCcw } from 'lucide-react';
import clsx from 'clsx';
import { answerProblem, elementFields, kindOf, markedByTeacher, mixedOrder, questionVersion, scoreAnswer, type Question, type QuestionKind, type Scored } from '@folio/shared';
import type { RenderProps } from '../types';
import { safeColor, textStyle } from '../common/safe';
import { useQuizAnswers } from '../common/quizAnswers';
import { BlanksAnswer } from './answers/BlanksAnswer';
import { ChoiceAnswer } from './answers/ChoiceAnswer';
import { MatchingAnswer } from './answers/MatchingAnswer';
import { OrderingAnswer } from './answers/OrderingAnswer';
import { ShortAnswer } from './answers/ShortAnswer';
import type { AnswerProps } from './answers/types';

const ANSWER_AREAS: Record<QuestionKind, ComponentType<AnswerProps>> = {
  choice: ChoiceAnswer,
  poll: ChoiceAnswer,
  blanks: BlanksAnswer,
  matching: MatchingAnswer,
  ordering: OrderingAnswer,
  short: ShortAnswer,
};

/** An ordering starts mixed (the reader moves the items from there); every other answer starts empty. */
const startingAnswer = (quiz: Question, elementId: string) => (kindOf(quiz) === 'ordering' ? mixedOrder((quiz.items ?? []).map((item) => item.id), elementId) : []);

/**
 * A question of any kind (questions.ts). Reading, it is a form: the kind's answer area, a hint on request, a
 * Check button, then the feedback and the score, announced, and Try again. Elsewhere it is only drawn. In
 * the reader the answer is kept (useQuizAnswers: the server scores and keeps a signed-in reader's, the browser
 * a visitor's), so a reader who comes back sees it checked as they left it.
 */
export function QuizRender({ element, mode }: RenderProps) {
  const { t, i18n } = useTranslation('elements');
  const quiz = elementFields('quiz', element);
  const kind = kindOf(quiz);
  const accent = safeColor(element.style?.accent) ?? '#4f46e5';
  const kept = useQuizAnswers();
  const version = questionVersion(quiz);
  const keptAnswer = mode === 'read' ? kept?.answerOf(element.id) : undefined;
  // An answer to an earlier version of the question (the author changed it since) is not shown against this one.
  const answered = keptAnswer?.version === version ? keptAnswer : undefined;
  const earlier = !!keptAnswer && !answered;
  const [chosen, setChosen] = useState<string[]>(() => answered?.chosen ?? startingAnswer(quiz, element.id));
  const [result, setResult] = useState<Scored | null>(() => (answered ? scoreAnswer(quiz, answered.chosen) : null));
  const [hintShown, setHintShown] = useState(false);
  // A kept answer that arrives after the page is shown (the server answered later) is shown, unless the reader already began.
  const [seen, setSeen] = useState(answered);
  if (answered !== seen) {
    setSeen(answered);
    if (answered && result === null && (kind === 'ordering' || !chosen.length)) {
      setChosen(answered.chosen);
      setResult(scoreAnswer(quiz, answered.chosen));
    }
  }
  const status = useRef<HTMLDivElement>(null);
  const interactive = mode === 'read';
  const teacher = markedByTeacher(quiz);
  const Answer = ANSWER_AREAS[kind];
  const instruction = { choice: quiz.multiple && 'quiz.chooseAll', poll: quiz.multiple && 'quiz.chooseAll', ordering: 'quiz.orderHow', matching: 'quiz.matchHow', blanks: null, short: null }[kind];

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (answerProblem(quiz, chosen)) return;
    setResult(scoreAnswer(quiz, chosen));
    kept?.keep(element.id, { chosen, version });
    requestAnimationFrame(() => status.current?.scrollIntoView?.({ block: 'nearest' }));
  };
  // A choice starts again from nothing; written words, pairs and an order stay, to be put right.
  const retry = () => {
    if (kind === 'choice' || kind === 'poll') setChosen([]);
    setResult(null);
  };

  const feedback = (scored: Scored) => {
    if (kind === 'poll') return t('quiz.voted');
    if (scored.correct === null) return answered?.mark === undefined ? t('quiz.waitingForMark') : t('quiz.marked', { score: answered.mark, points: quiz.points });
    return scored.correct ? quiz.feedback.correct || t('quiz.correct') : quiz.feedback.incorrect || t('quiz.incorrect');
  };

  return (
    <form onSubmit={check} dir="auto" className="flex size-full flex-col gap-2 overflow-y-auto rounded-xl border border-gray-200 bg-white p-3 text-gray-900 shadow-sm" style={{ ...textStyle(element.style ?? {}), textAlign: undefined }}>
      <fieldset className="flex min-w-0 flex-1 flex-col" disabled={interactive && result !== null}>
        <legend className="float-start mb-1.5 w-full font-semibold">
          {quiz.question}
          {instruction && (
            <span dir={i18n.dir()} className="ms-2 text-xs font-normal text-gray-500">
              {t(instruction)}
            </span>
          )}
        </legend>
        <Answer quiz={quiz} elementId={element.id} chosen={chosen} onChange={setChosen} result={result} interactive={interactive} accent={accent} />
      </fieldset>
      {interactive && quiz.hint && !result && (
        <div dir={i18n.dir()} className="text-sm">
          <button type="button" aria-expanded={hintShown} onClick={() => setHintShown((shown) => !shown)} className="inline-flex items-center gap-1 rounded px-1 font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">
            <Lightbulb aria-hidden className="size-3.5" />
            {hintShown ? t('quiz.hideHint') : t('quiz.showHint')}
          </button>
          {hintShown && (
            <p dir="auto" className="mt-0.5 text-gray-700">
              {quiz.hint}
            </p>
          )}
        </div>
      )}
      {interactive && earlier && !result && (
        <p dir={i18n.dir()} className="text-xs text-gray-600">
          {t('quiz.earlierVersion')}
        </p>
      )}
      {interactive && (
        <div ref={status} dir={i18n.dir()} className="mt-auto flex flex-wrap items-center gap-2">
          <p role="status" dir="auto" className={clsx('min-w-0 flex-1 text-sm', result?.correct === null ? 'text-gray-800' : result?.correct ? 'text-success-700' : 'text-danger-700')}>
            {result && (
              <>
                <span className="font-semibold">{feedback(result)}</span>
                {result.correct !== null && (
                  <>
                    {' '}
                    <span className="text-gray-700">{t('quiz.score', { score: result.score, points: quiz.points })}</span>
                  </>
                )}
              </>
            )}
          </p>
          {result ? (
            <button type="button" onClick={retry} className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-1 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
              <RotateCcw aria-hidden className="size-3.5" />
              {kind === 'poll' || teacher ? t('quiz.change') : t('quiz.retry')}
            </button>
          ) : (
            <button type="submit" disabled={answerProblem(quiz, chosen) !== null} className="rounded-md px-3 py-1 text-sm font-semibold text-white hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-50" style={{ background: accent }}>
              {kind === 'poll' ? t('quiz.vote') : teacher ? t('quiz.send') : t('quiz.check')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
