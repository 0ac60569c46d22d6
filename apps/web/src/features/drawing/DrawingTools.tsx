/** The reader's drawing toolbar (tools, colour, size, undo, clear); filled in by the drawing work. */
export function DrawingTools(_props: { ebookId: string; pageIds: string[] }) {
  return null;
}
