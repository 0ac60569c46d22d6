import { Parser } from 'htmlparser2';

/** Elements that end a line of text: their words must not run into the next element's. */
const BLOCKS = new Set(['p', 'br', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr', 'div', 'tr', 'td', 'th']);

/** The words of some HTML (a static page's sanitised content) as plain text on one line, character references decoded. */
export function textOfHtml(html: string): string {
  let text = '';
  const parser = new Parser({
    ontext: (chunk) => (text += chunk),
    onopentag: (name) => BLOCKS.has(name) && (text += ' '),
    onclosetag: (name) => BLOCKS.has(name) && (text += ' '),
  });
  parser.end(html);
  return text.replace(/\s+/g, ' ').trim();
}

/** Cards and result snippets show about this much of a description; a longer one is cut for them. */
const DESCRIPTION_MAX = 200;

/** A description of at most DESCRIPTION_MAX characters on one line: cut at the last space before the limit, with an ellipsis. */
export function shortDescription(text: string | null | undefined): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  const letters = [...line];
  if (letters.length <= DESCRIPTION_MAX) return line;
  const cut = letters.slice(0, DESCRIPTION_MAX - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
