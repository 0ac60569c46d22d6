import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/**
 * A record's own texts written again in some of the interface languages (decision 017): `{ ar: { title: '…' } }`.
 * A text a language does not give is read in the original, so every text of a language is optional.
 */
export type Translations<Field extends string> = Partial<Record<Language, Partial<Record<Field, string>>>>;

const isLanguage = (key: string): key is Language => (LANGUAGES as readonly string[]).includes(key);

/** One translated text: trimmed, at most as long as the field it translates. */
export const translatedText = (max: number) => z.string().trim().max(max, MESSAGES.tooLong).optional();

/**
 * The translations a form sends for the texts `fields` names (each with its original's limit): keys among the five
 * interface languages only (another is refused under its own key, `translations.fr`). A text left empty is no
 * translation and a language left with none is dropped, so that what is stored is only what readers will see.
 */
export function translationsInput<Shape extends Record<string, ReturnType<typeof translatedText>>>(fields: Shape) {
  return z
    .record(z.string(), z.object(fields))
    .superRefine((all, ctx) => {
      for (const key of Object.keys(all)) if (!isLanguage(key)) ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.translationLanguage });
    })
    .transform((all) => {
      const kept: Translations<Extract<keyof Shape, string>> = {};
      for (const [language, texts] of Object.entries(all)) {
        const written = Object.entries(texts as Record<string, string | undefined>).filter(([, text]) => text);
        if (isLanguage(language) && written.length) kept[language] = Object.fromEntries(written) as Partial<Record<Extract<keyof Shape, string>, string>>;
      }
      return kept;
    })
    .default({});
}

/** Translations as the dashboard's answers carry them, for the forms that edit them. */
export const translationsAnswer = <const Fields extends readonly [string, ...string[]]>(fields: Fields) =>
  z.partialRecord(z.enum(LANGUAGES), z.partialRecord(z.enum(fields), z.string()));

/**
 * The language a visitor reads the catalogue in (`?lng=`, as the site's addresses name it): a book's or a genre's
 * texts come in it when they are translated into it, in the original otherwise; without it, in the original.
 */
export const ContentLanguageQuerySchema = z.object({ lng: z.enum(LANGUAGES, { error: 'Use one of: en, bn, ar, ko, ja.' }).optional() });
