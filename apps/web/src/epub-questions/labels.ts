/**
 * The words the questions script shows, from the web app's own translations (the elements namespace): only its
 * quiz and flashcards sections are bundled, for the five languages. The page's language picks them.
 */
const quiz = import.meta.glob<Record<string, string>>('../../public/locales/*/elements.json', { eager: true, import: 'quiz' });
const cards = import.meta.glob<Record<string, string>>('../../public/locales/*/elements.json', { eager: true, import: 'flashcards' });

const languageOf = (path: string) => /locales\/([^/]+)\//.exec(path)?.[1] ?? '';
const byLanguage = (files: Record<string, Record<string, string>>) => Object.fromEntries(Object.entries(files).map(([path, texts]) => [languageOf(path), texts]));
const QUIZ = byLanguage(quiz);
const CARDS = byLanguage(cards);

export type Say = (key: string, values?: Record<string, string | number>) => string;

/** The texts of a section in the document's language (English when it is not one of Folio's), `{{name}}` filled in. */
function sayer(section: Record<string, Record<string, string>>): Say {
  const lang = (document.documentElement.getAttribute('lang') ?? 'en').split('-')[0]!;
  const texts = section[lang] ?? section.en ?? {};
  return (key, values = {}) => (texts[key] ?? section.en?.[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const quizWords = () => sayer(QUIZ);
export const cardWords = () => sayer(CARDS);
