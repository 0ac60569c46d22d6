import { useId } from 'react';
import clsx from 'clsx';
import { kindOf, mixedOrder } from '@folio/shared';
import { RightOrWrong } from './RightOrWrong';
import type { AnswerProps } from './types';

/** Options to choose: radio buttons (one answer) or checkboxes (several); a poll's are never marked right or wrong. */
export function ChoiceAnswer({ quiz, elementId, chosen, onChange, result, interactive, accent }: AnswerProps) {
  const name = useId();
  const poll = kindOf(quiz) === 'poll';
  const options = quiz.shuffle && interactive ? mixedOrder(quiz.options, elementId) : quiz.options;
  const pick = (id: string, on: boolean) => onChange(quiz.multiple ? (on ? [...chosen, id] : chosen.filter((c) => c !== id)) : [id]);
  return (
    <ul className="clear-both flex flex-col gap-0.5">
      {options.map((o) => {
        const on = chosen.includes(o.id);
        const marked = !poll && result && (o.correct || on);
        return (
          <li key={o.id}>
            <label className={clsx('flex items-center gap-2 rounded-md px-2 py-0.5', interactive && !result && 'cursor-pointer hover:bg-gray-50', marked && (o.correct ? 'bg-success-600/10' : 'bg-danger-200/50'), poll && result && on && 'bg-primary-50')}>
              {interactive ? (
                <input type={quiz.multiple ? 'checkbox' : 'radio'} name={name} value={o.id} checked={on} onChange={(e) => pick(o.id, e.target.checked)} className="size-4 shrink-0" style={{ accentColor: accent }} />
              ) : (
                <span aria-hidden className={clsx('size-4 shrink-0 border-2', quiz.multiple ? 'rounded' : 'rounded-full')} style={{ borderColor: accent }} />
              )}
              <span className="min-w-0 flex-1 break-words">{o.text}</span>
              {marked && <RightOrWrong right={o.correct} />}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
