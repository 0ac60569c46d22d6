import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessibilityProblem } from '@folio/shared';
import { languageName } from '../../elements/common/languages';

/** What a problem of the report says, in the interface's language, with its values (a ratio, a level, a language). */
export function useProblemText() {
  const { t, i18n } = useTranslation('accessibility');
  return useCallback(
    (problem: Pick<AccessibilityProblem, 'rule' | 'values'>): string => {
      const values = problem.values ?? {};
      switch (problem.rule) {
        case 'link-text':
          return String(values.text ?? '').trim() ? t('rules.link-text', { text: values.text }) : t('rules.link-empty');
        case 'overflow':
          return t(values.edge ? 'rules.overflow-page' : 'rules.overflow');
        case 'reading-order':
          return t(values.missing ? 'rules.reading-order-missing' : 'rules.reading-order');
        case 'question-text':
          return t('rules.question-text', { count: Number(values.count ?? 1) });
        case 'language':
          return t('rules.language', { language: languageName(String(values.language ?? ''), i18n.language) });
        case 'contrast': {
          const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
          return t('rules.contrast', { ...values, ratio: number.format(Number(values.ratio)), required: number.format(Number(values.required)) });
        }
        default:
          return t(`rules.${problem.rule}`, values);
      }
    },
    [t, i18n.language],
  );
}
