import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';

/** The mark beside a checked part of an answer, named for screen readers. */
export function RightOrWrong({ right }: { right: boolean }) {
  const { t } = useTranslation('elements');
  return right ? <Check role="img" aria-label={t('quiz.rightAnswer')} className="size-4 shrink-0 text-success-700" /> : <X role="img" aria-label={t('quiz.wrongAnswer')} className="size-4 shrink-0 text-danger-700" />;
}
