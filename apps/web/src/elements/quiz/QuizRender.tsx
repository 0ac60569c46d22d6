import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, RotateCcw, X } from 'lucide-react';
import clsx from 'clsx';
import { elementFields, questionVersion, scoreQuiz } from '@folio/shared';
import type { RenderProps } from '../types';
import { safeColor, textStyle } from '../common/safe';
import { useQuizAnswers } from '../common/quizAnswers';

type Result = ReturnType<typeof scoreQuiz>;

/**
 * A multiple-choice question. Reading, it is a form: radio buttons (one answer) or checkboxes (several), a
 * Check button, then the feedback and the score, announced, and Try again. Elsewhere it is only drawn.
 * In the reader the answer is kept (useQuizAnswers: the server scores and keeps a signed-in reader's, the
 * browser a visitor's), so a reader who comes back sees it checked as they left it.
 */
export function QuizRender({ element, mode }: RenderProps) {
  const { t, i18n } = useTranslation('elements');
  const quiz = elementFields('quiz', element);
  const accent = safeColor(element.style?.accent) ?? '#4f46e5';
  const kept = useQuizAnswers();
  const version = questionVersion(quiz);
  const keptAnswer = mode === 'read' ? kept?.answerOf(element.id) : undefined;
  // An answer to an earlier version of the question (the author changed it since) is not shown against this one.
  const answered = keptAnswer?.version === version ? keptAnswer : undefined;
  const earlier = !!keptAnswer && !answered;
  const [chosen, setChosen] = useState<string[]>(() => answered?.chosen ?? []);
  const [result, setResult] = useState<Result | null>(() => (answered ? scoreQuiz(quiz, answered.chosen) : null));
  // A kept answer that arrives after the page is shown (the server answered later) is shown, unless the reader already began.
  const [seen, setSeen] = useState(answered);
  if (answered !== seen) {
    setSeen(answered);
    if (answered && !chosen.length) {
      setChosen(answered.chosen);
      setResult(scoreQuiz(quiz, answered.chosen));
    }
  }
  const status = useRef<HTMLDivElement>(null);
  const name = useId();
  const interactive = mode === 'read';

  const pick = (id: string, on: boolean) => setChosen((now) => (quiz.multiple ? (on ? [...now, id] : now.filter((c) => c !== id)) : [id]));
  const check = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen.length) return;
    setResult(scoreQuiz(quiz, chosen));
    kept?.keep(element.id, { chosen, version });
    requestAnimationFrame(() => status.current?.scrollIntoView?.({ block: 'nearest' }));
  };
  const retry = () => {
    setChosen([]);
    setResult(null);
  };

  return (
    <form onSubmit={check} dir="auto" className="flex size-full flex-col gap-2 overflow-y-auto rounded-xl border border-gray-200 bg-white p-3 text-gray-900 shadow-sm" style={{ ...textStyle(element.style ?? {}), textAlign: undefined }}>
      <fieldset className="min-w-0" disabled={interactive && result !== null}>
        <legend className="float-start mb-1.5 w-full font-semibold">
          {quiz.question}
          {quiz.multiple && (
            <span dir={i18n.dir()} className="ms-2 text-xs font-normal text-gray-500">
              {t('quiz.chooseAll')}
            </span>
          )}
        </legend>
        <ul className="clear-both flex flex-col gap-0.5">
          {quiz.options.map((o) => {
            const on = chosen.includes(o.id);
            const marked = result && (o.correct || on);
            return (
              <li key={o.id}>
                <label className={clsx('flex items-center gap-2 rounded-md px-2 py-0.5', interactive && !result && 'cursor-pointer hover:bg-gray-50', marked && (o.correct ? 'bg-success-600/10' : 'bg-danger-200/50'))}>
                  {interactive ? (
                    <input type={quiz.multiple ? 'checkbox' : 'radio'} name={name} value={o.id} checked={on} onChange={(e) => pick(o.id, e.target.checked)} className="size-4 shrink-0" style={{ accentColor: accent }} />
                  ) : (
                    <span aria-hidden className={clsx('size-4 shrink-0 border-2', quiz.multiple ? 'rounded' : 'rounded-full')} style={{ borderColor: accent }} />
                  )}
                  <span className="min-w-0 flex-1 break-words">{o.text}</span>
                  {marked && o.correct && <Check aria-label={t('quiz.rightAnswer')} className="size-4 shrink-0 text-success-700" />}
                  {marked && !o.correct && <X aria-label={t('quiz.wrongAnswer')} className="size-4 shrink-0 text-danger-700" />}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {interactive && earlier && !result && (
        <p dir={i18n.dir()} className="text-xs text-gray-600">
          {t('quiz.earlierVersion')}
        </p>
      )}
      {interactive && (
        <div ref={status} dir={i18n.dir()} className="mt-auto flex flex-wrap items-center gap-2">
          <p role="status" dir="auto" className={clsx('min-w-0 flex-1 text-sm', result?.correct ? 'text-success-700' : 'text-danger-700')}>
            {result && (
              <>
                <span className="font-semibold">{result.correct ? quiz.feedback.correct || t('quiz.correct') : quiz.feedback.incorrect || t('quiz.incorrect')}</span>{' '}
                <span className="text-gray-700">{t('quiz.score', { score: result.score, points: quiz.points })}</span>
              </>
            )}
          </p>
          {result ? (
            <button type="button" onClick={retry} className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-1 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
              <RotateCcw aria-hidden className="size-3.5" />
              {t('quiz.retry')}
            </button>
          ) : (
            <button type="submit" disabled={!chosen.length} className="rounded-md px-3 py-1 text-sm font-semibold text-white hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-50" style={{ background: accent }}>
              {t('quiz.check')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
