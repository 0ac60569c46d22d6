import type { MentionablePerson } from './api';

/** At most this many people are offered at once; typing more of the name narrows them. */
const OFFERED = 8;
/** How far after an `@` a name is still being typed (a long name, with its spaces). */
const LONGEST_NAME = 40;

/** The `@name` being typed just before the caret: where its `@` is, and what follows it; null when none is. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const start = text.lastIndexOf('@', caret - 1);
  if (start < 0 || (start > 0 && !/\s/.test(text[start - 1]!))) return null;
  const query = text.slice(start + 1, caret);
  if (query.length > LONGEST_NAME || /[\n@]/.test(query)) return null;
  return { start, query };
}

/** The people whose names hold what was typed, in the order they came. */
export function matchingPeople(people: readonly MentionablePerson[], query: string): MentionablePerson[] {
  const wanted = query.trim().toLocaleLowerCase();
  return people.filter((p) => p.name.toLocaleLowerCase().includes(wanted)).slice(0, OFFERED);
}

/** The text with the `@name` being typed (from `start` to the caret) replaced by the picked name; and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const mention = `@${name} `;
  return { text: text.slice(0, start) + mention + text.slice(caret), caret: start + mention.length };
}

/** The ids of the picked people whose `@name` is still in the text (one may have been deleted since it was picked). */
export const mentionsIn = (text: string, picked: readonly MentionablePerson[]) => [...new Set(picked.filter((p) => text.includes(`@${p.name}`)).map((p) => p.id))];
