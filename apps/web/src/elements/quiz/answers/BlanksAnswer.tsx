import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { partsRight, sentenceParts } from '@folio/shared';
import { RightOrWrong } from './RightOrWrong';
import type { AnswerProps } from './types';

/**
 * A sentence with a text box in each blank, sized to the longest accepted answer. Checked, each blank is marked,
 * and a wrong one shows the first accepted answer beside it.
 */
export function BlanksAnswer({ quiz, chosen, onChange, result, interactive, accent }: AnswerProps) {
  const { t } = useTranslation('elements');
  const { texts, blanks } = sentenceParts(quiz.sentence ?? '');
  const right = result ? partsRight(quiz, chosen) : [];
  const write = (i: number, value: string) => onChange(blanks.map((_, j) => (j === i ? value : (chosen[j] ?? ''))));
  return (
    <p className="clear-both leading-loose break-words">
      {texts.map((text, i) => (
        <Fragment key={i}>
          {text}
          {i < blanks.length &&
            (interactive ? (
              <span className="inline-flex items-center gap-1 align-baseline">
                <input
                  type="text"
                  dir="auto"
                  aria-label={t('quiz.blankN', { n: i + 1 })}
                  value={chosen[i] ?? ''}
                  onChange={(e) => write(i, e.target.value)}
                  maxLength={200}
                  autoComplete="off"
                  spellCheck={false}
                  size={Math.max(4, ...(blanks[i] ?? []).map((a) => a.length)) + 1}
                  className={clsx('rounded border-0 border-b-2 bg-gray-50 px-1 py-0 text-center focus-visible:outline-2 focus-visible:outline-primary-600', result && (right[i] ? 'border-success-600' : 'border-danger-600'))}
                  style={result ? undefined : { borderColor: accent }}
                />
                {result && <RightOrWrong right={!!right[i]} />}
                {result && !right[i] && (
                  <span className="text-[0.85em] text-success-700">
                    <span className="sr-only">{t('quiz.rightAnswer')}: </span>
                    {blanks[i]?.[0]}
                  </span>
                )}
              </span>
            ) : (
              <span aria-hidden className="mx-0.5 inline-block min-w-16 border-b-2 align-baseline" style={{ borderColor: accent }}>
                &nbsp;
              </span>
            ))}
        </Fragment>
      ))}
    </p>
  );
}
