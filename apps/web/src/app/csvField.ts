/**
 * A CSV field: quoted, its quotes doubled; a leading = + - @ is neutralised so that a spreadsheet never runs it.
 * Every CSV the browser makes (a book's results, a reader's highlights) writes its fields with it.
 */
export const csvField = (value: string | number | boolean | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};
