/**
 * What an LMS keeps for the next launch (SCORM's cmi.suspend_data, cmi5's state document): the page, the pages
 * read, the answers, and the order in which answers became interactions (cmi.interactions.n keeps its n). Short
 * JSON: SCORM 1.2 keeps 4,096 characters, and a book of a thousand pages reads in 250 of them.
 */
export interface Saved {
  page: number;
  seen: Set<number>;
  answers: Record<string, string[]>;
  /** The questions (element ids) in the order they were written as interactions. */
  order: string[];
}

const emptySaved = (): Saved => ({ page: 0, seen: new Set(), answers: {}, order: [] });

/** Pages read as hex digits, four pages each (1000 pages: 250 characters). */
function seenToHex(seen: ReadonlySet<number>): string {
  const last = Math.max(-1, ...seen);
  let hex = '';
  for (let at = 0; at <= last; at += 4) {
    let digit = 0;
    for (let bit = 0; bit < 4; bit += 1) if (seen.has(at + bit)) digit |= 1 << bit;
    hex += digit.toString(16);
  }
  return hex;
}

function seenFromHex(hex: string): Set<number> {
  const seen = new Set<number>();
  [...hex].forEach((char, i) => {
    const digit = parseInt(char, 16);
    for (let bit = 0; bit < 4; bit += 1) if (digit & (1 << bit)) seen.add(i * 4 + bit);
  });
  return seen;
}

/** The saved state as text of at most `limit` characters: the answers go first, then the pages read, when it is too long. */
export function writeSaved(saved: Saved, limit: number): string {
  const whole = { v: 1, p: saved.page, s: seenToHex(saved.seen), a: saved.answers, n: saved.order };
  for (const text of [JSON.stringify(whole), JSON.stringify({ ...whole, a: {} }), JSON.stringify({ v: 1, p: saved.page, s: '', a: {}, n: [] })]) if (text.length <= limit) return text;
  return '';
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What an LMS gave back; an empty state for anything else (a first launch, or a state someone else wrote). */
export function readSaved(text: string | null | undefined): Saved {
  try {
    const value = JSON.parse(text ?? '') as { v?: unknown; p?: unknown; s?: unknown; a?: unknown; n?: unknown };
    if (value?.v !== 1) return emptySaved();
    const answers = value.a && typeof value.a === 'object' ? Object.fromEntries(Object.entries(value.a).filter((entry): entry is [string, string[]] => isStrings(entry[1]))) : {};
    return {
      page: Number.isInteger(value.p) && (value.p as number) >= 0 ? (value.p as number) : 0,
      seen: typeof value.s === 'string' && /^[0-9a-f]*$/.test(value.s) ? seenFromHex(value.s) : new Set(),
      answers,
      order: isStrings(value.n) ? value.n : [],
    };
  } catch {
    return emptySaved();
  }
}
