import { useTranslation } from 'react-i18next';
import type { BookElement } from '@folio/shared';
import { Section, Select } from '../../elements/common/fields';
import { languageOptions } from '../../elements/common/languages';

/** The elements whose words a screen reader speaks (a picture's: its description), and so may be in another language than the book's. */
export const LANGUAGE_TYPES: ReadonlySet<string> = new Set(['text', 'heading', 'link', 'quiz', 'flashcards', 'image']);

/**
 * The language of an element's words, when they are not in the book's (issue 54): the reader marks them (`lang`), so
 * that screen readers speak them with the right voice, and the checker stops asking.
 */
export function LanguageField({ element, onChange }: { element: BookElement; onChange: (changes: Partial<BookElement>) => void }) {
  const { t, i18n } = useTranslation('accessibility');
  const value = element.lang ?? '';
  const options = [{ value: '', label: t('lang.book') }, ...languageOptions(value, i18n.language)];
  return (
    <Section title={t('title')}>
      <Select label={t('lang.label')} value={value} options={options} onChange={(lang) => onChange({ lang: lang || undefined })} />
      <p className="text-xs text-gray-500">{t('lang.hint')}</p>
    </Section>
  );
}
