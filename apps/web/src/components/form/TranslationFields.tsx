import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { LANGUAGES, type Language } from '@folio/shared';
import { directionOf, languageOf } from '../../app/i18n';
import { LanguageTabs } from './LanguageTabs';
import { TextField } from './TextField';
import { TextAreaField } from './TextAreaField';

/** One text of the record that may be translated: its form field under `translations.<language>.`, and its label. */
interface TranslatedField {
  name: string;
  label: string;
  multiline?: boolean;
}

interface Props {
  legend: string;
  /** What a language's tab says first, given that language's name: who reads these texts, and what an empty one does. */
  hint: (language: string) => string;
  fields: TranslatedField[];
  className?: string;
}

type TextsByLanguage = Partial<Record<Language, Record<string, string | undefined>>>;
type ErrorsByLanguage = Partial<Record<Language, Record<string, { message?: string } | undefined>>>;

/** The names of a form's translation fields, for putting the server's 422 messages under them (applyServerErrors). */
export const translationPaths = <const Field extends string>(fields: readonly Field[]) =>
  LANGUAGES.flatMap((language) => fields.map((field) => `translations.${language}.${field}` as const));

/** A form's starting translations: every language's every field, as saved or empty. */
export const translationValues = <Field extends string>(fields: readonly Field[], saved: Partial<Record<Language, Partial<Record<Field, string>>>> = {}) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, Object.fromEntries(fields.map((field) => [field, saved[language]?.[field] ?? '']))])) as Record<Language, Record<Field, string>>;

/**
 * A record's texts in the interface languages (decision 017), a tab each, as the form around it holds them
 * (`translations.<language>.<field>`, react-hook-form's context); a text left empty is read in the original. Opens on
 * the interface's language, and shows the first language to correct when a save is refused for one of them.
 */
export function TranslationFields({ legend, hint, fields, className }: Props) {
  const { t, i18n } = useTranslation();
  const { register, control } = useFormContext();
  const { errors, submitCount } = useFormState({ control, name: 'translations' });
  const texts = useWatch({ control, name: 'translations' }) as TextsByLanguage | undefined;
  const [language, setLanguage] = useState<Language>(() => languageOf(i18n.language));
  const errorsOf = (l: Language) => (errors.translations as ErrorsByLanguage | undefined)?.[l];
  // Labelled in the interface's language ('Title (Arabic)'); each tab names its language in itself.
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const nameOf = (l: Language) => names.of(l) ?? l;

  // A save refused (by the form's rules or the server) for a language not shown shows the first one to correct: set
  // while rendering, when the refusal is new, so that the writer may still choose another tab afterwards.
  const toCorrect = LANGUAGES.filter((l) => errorsOf(l));
  const refusal = `${submitCount} ${toCorrect.join(' ')}`;
  const [shownRefusal, setShownRefusal] = useState(refusal);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    if (toCorrect.length && !toCorrect.includes(language)) setLanguage(toCorrect[0]!);
  }

  return (
    <fieldset className={clsx('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-medium text-gray-800">{legend}</legend>
      <LanguageTabs
        languages={LANGUAGES}
        value={language}
        onValueChange={setLanguage}
        label={t('translations.languages')}
        markOf={(l) => (errorsOf(l) ? 'toCorrect' : fields.some((f) => texts?.[l]?.[f.name]?.trim()) ? null : 'notWritten')}
      >
        {(l) => (
          <>
            <p className="text-sm text-gray-600">{hint(nameOf(l))}</p>
            {fields.map((f) => {
              // The labels are in the interface's language, the texts in their own.
              const props = { label: t('translations.fieldIn', { field: f.label, language: nameOf(l) }), lang: l, dir: directionOf(l), error: errorsOf(l)?.[f.name]?.message };
              return f.multiline ? <TextAreaField key={f.name} rows={3} {...props} {...register(`translations.${l}.${f.name}`)} /> : <TextField key={f.name} {...props} {...register(`translations.${l}.${f.name}`)} />;
            })}
          </>
        )}
      </LanguageTabs>
    </fieldset>
  );
}
