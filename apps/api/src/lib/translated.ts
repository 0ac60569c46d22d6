import type { Language, Translations } from '@folio/shared';

/**
 * A record's text as a visitor reads it (decision 017): its translation into the visitor's language when it has
 * one, the original otherwise, and the original when no language was asked for. Text by text: a book translated
 * into Arabic by its title only keeps its original description, and one with no description of its own may have one in Arabic.
 */
export function translated<Field extends string, Original extends string | null>(translations: Translations<Field>, language: Language | undefined, field: Field, original: Original): string | Original {
  return (language && translations[language]?.[field]) || original;
}
