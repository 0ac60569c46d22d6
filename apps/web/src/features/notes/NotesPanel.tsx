/** The list of the reader's notes in a book, each jumping to its page; filled in by the notes work. */
export function NotesPanel(_props: { ebookId: string; pages: { id: string; name: string }[]; onJump: (pageIndex: number) => void }) {
  return null;
}
