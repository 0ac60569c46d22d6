/** Up to two letters of a name, for a person's badge (the first of the first and of the last word). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
}
