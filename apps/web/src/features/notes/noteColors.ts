/** Paper colours of note pins; a note without one is yellow. */
export const NOTE_COLORS = [
  ['yellow', '#FDE68A'],
  ['pink', '#FBCFE8'],
  ['green', '#BBF7D0'],
  ['blue', '#BFDBFE'],
] as const;
export const DEFAULT_NOTE_COLOR = NOTE_COLORS[0][1];

/** The start of a note's text, for labels and the list. */
export const excerpt = (text: string, max = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
