/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest Folio sends (a book's pages, with
 * their elements' free-form fields) is about ten levels; every walk of a parsed body (the input guard, the
 * schemas, PostgreSQL's JSON) costs stack per level, so past this a body is refused unread.
 */
export const JSON_MAX_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Whether the quote at `at` is escaped: preceded by an odd number of backslashes. */
function isEscaped(text: string, at: number) {
  let backslashes = 0;
  while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
  return backslashes % 2 === 1;
}

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, read in one pass (no parse, no recursion):
 * strings are skipped whole (indexOf to their closing quote, which keeps a 20 MB book save at a fraction of
 * its parse), so brackets inside them do not count. Malformed JSON is left for the parser to refuse.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) {
      let end = text.indexOf('"', i + 1);
      while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return false;
      i = end;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
