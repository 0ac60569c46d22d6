import { useTranslation } from 'react-i18next';
import { LANGUAGES, type BookElement } from '@folio/shared';
import { Section, Select } from '../../elements/common/fields';
import { languageName } from './problemText';

/** The interface's languages first, then languages books often quote. */
const OFFERED = [...LANGUAGES, 'zh', 'hi', 'ur', 'fa', 'he', 'fr', 'es', 'de', 'it', 'pt', 'ru', 'tr', 'id'];
/** The elements whose words a screen reader speaks (a picture's: its description), and so may be in another language than the book's. */
export const LANGUAGE_TYPES: ReadonlySet<string> = new Set(['text', 'heading', 'link', 'quiz', 'flashcards', 'image']);

/**
 * The language of an element's words, when they are not in the book's (issue 54): the reader marks them (`lang`), so
 * that screen readers speak them with the right voice, and the checker stops asking.
 */
export function LanguageField({ element, onChange }: { element: BookElement; onChange: (changes: Partial<BookElement>) => void }) {
  const { t, i18n } = useTranslation('accessibility');
  const options = [{ value: '', label: t('lang.book') }, ...OFFERED.map((tag) => ({ value: tag, label: languageName(tag, i18n.language) }))];
  const value = element.lang ?? '';
  if (value && !OFFERED.includes(value)) options.push({ value, label: languageName(value, i18n.language) });
  return (
    <Section title={t('title')}>
      <Select label={t('lang.label')} value={value} options={options} onChange={(lang) => onChange({ lang: lang || undefined })} />
      <p className="text-xs text-gray-500">{t('lang.hint')}</p>
    </Section>
  );
}
