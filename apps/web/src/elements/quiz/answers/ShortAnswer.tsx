import { useTranslation } from 'react-i18next';
import type { AnswerProps } from './types';

/** The reader's own words, in a text box; drawn as an empty box while the page is edited. */
export function ShortAnswer({ chosen, onChange, result, interactive }: AnswerProps) {
  const { t } = useTranslation('elements');
  if (!interactive) return <div aria-hidden className="clear-both min-h-12 flex-1 rounded-md border border-gray-300 bg-gray-50" />;
  return (
    <textarea
      dir="auto"
      aria-label={t('quiz.yourAnswer')}
      value={chosen[0] ?? ''}
      onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}
      readOnly={result !== null}
      maxLength={2000}
      rows={3}
      className="clear-both min-h-12 w-full flex-1 resize-none rounded-md border border-gray-300 bg-white px-2 py-1 text-[0.9em] focus-visible:outline-2 focus-visible:outline-primary-600"
    />
  );
}
