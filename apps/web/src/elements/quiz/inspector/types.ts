import type { Question } from '@folio/shared';

/** What each kind's own fields get from the question's inspector. */
export interface KindFieldsProps {
  quiz: Question;
  onChange: (changes: Partial<Question>) => void;
}
