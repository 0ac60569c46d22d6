/**
 * Pupils' names from what a teacher pastes or imports: a list with one name a line, or a CSV file (a class list
 * exported from a school system or a spreadsheet) whose first column holds the names. Each name keeps the line it
 * came from, so that a refusal of one name (a duplicate, too long) can say where it is.
 */
export interface NameLine {
  name: string;
  /** The line of the text or file, from 1. */
  line: number;
}

/** Names one a line; blank lines are skipped, spaces around a name dropped. */
export function namesFromList(text: string): NameLine[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((raw, index) => {
      const name = raw.trim();
      return name ? [{ name, line: index + 1 }] : [];
    });
}

/** The cells of each row of a CSV text (RFC 4180: quoted cells may hold the delimiter, line breaks and doubled quotes). */
export function csvRows(text: string, delimiter: string): { cells: string[]; line: number }[] {
  const rows: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ cells, line: rowLine });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/**
 * The delimiter of a CSV file, from its first line: a comma, or the semicolon that spreadsheets write in languages
 * whose decimal mark is a comma, or a tab (a sheet saved as text).
 */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  return ['\t', ';', ','].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/** A header cell that names the column of names rather than a pupil ("name", "Name", "NAME"). */
const isNameHeader = (cell: string) => cell.trim().toLowerCase() === 'name';

/** The first column's names of a CSV text; a first row that is the header "name" is skipped, and so are empty cells. */
export function namesFromCsv(text: string): NameLine[] {
  const body = text.replace(/^\uFEFF/, '');
  const rows = csvRows(body, delimiterOf(body));
  const names = rows.flatMap(({ cells, line }) => {
    const name = (cells[0] ?? '').trim();
    return name ? [{ name, line }] : [];
  });
  return names[0] && isNameHeader(names[0].name) ? names.slice(1) : names;
}
