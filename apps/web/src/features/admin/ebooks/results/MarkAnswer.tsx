// The teacher's mark for one reader's short answer: a number from 0 to the question's points, saved on its own.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { QUIZ_ANSWER_MESSAGES } from '@folio/shared';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/form/TextField';
import { errorMessage, fieldErrors } from '../../../../http/client';
import { useMarkAnswerMutation } from './api';
import { useResultsCourse } from './courseScope';

/** The server's refusals this form knows, said in the interface language (the server words them in English). */
const KNOWN = ['markRange', 'notForMarking', 'answerNotFound', 'questionNotFound'] as const;
const knownProblem = (text: string) => KNOWN.find((key) => QUIZ_ANSWER_MESSAGES[key] === text);

interface Props {
  bookId: string;
  userId: string;
  /** The reader's name, for the form's name and the saved toast. */
  name: string;
  elementId: string;
  points: number;
  /** The mark already given, to change it; none while the answer waits. */
  current?: number;
}

/**
 * Saves a mark through PUT …/results/{userId}/{elementId}; the results are then read again (cache tag), so the
 * reader's score and the question's figures follow. A refusal shows under the number, in the interface language.
 */
export function MarkAnswer({ bookId, userId, name, elementId, points, current }: Props) {
  const { t } = useTranslation('ebooks');
  const [value, setValue] = useState(current === undefined ? '' : String(current));
  const [problem, setProblem] = useState<string>();
  const [markAnswer, { isLoading: saving }] = useMarkAnswerMutation();
  const course = useResultsCourse();

  const refusal = (error: unknown) => {
    const said = fieldErrors(error).score?.[0] ?? errorMessage(error, '');
    const key = knownProblem(said);
    return key ? t(`results.mark.problems.${key}`, { points }) : said || t('results.mark.failed');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const score = Number(value);
    if (!value.trim() || !Number.isInteger(score) || score < 0 || score > points) {
      setProblem(t('results.mark.problems.markRange', { points }));
      return;
    }
    setProblem(undefined);
    const { error } = await markAnswer({ id: bookId, course, userId, elementId, score });
    if (error) setProblem(refusal(error));
    else toast.success(t('results.mark.saved', { name }));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('results.mark.form', { name })} className="flex flex-wrap items-start gap-2">
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        max={points}
        step={1}
        label={t('results.mark.label', { points })}
        value={value}
        error={problem}
        onChange={(e) => setValue(e.target.value)}
        className="w-44"
      />
      {/* Level with the input: the label's line above it. */}
      <Button type="submit" disabled={saving} className="mt-6">
        {saving ? t('results.mark.saving') : current === undefined ? t('results.mark.save') : t('results.mark.change')}
      </Button>
    </form>
  );
}
