/** The reader's note-taking layer over one page; filled in by the notes work. */
export function NotesLayer(_props: { ebookId: string; pageId: string; width: number; height: number; scale: number }) {
  return null;
}
