import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';

// The pins and the note editor come in their own chunk, the first time notes are shown.
const PageNotes = lazy(() => import('./PageNotes'));

/**
 * The reader's note layer over one page: the pins of the page's notes while the note layer (or the note
 * tool) is on, and from the start in a book where the reader already has notes (`existing`: the server or this
 * browser says so), so that they are there after a reload; a book without notes never loads the notes' code
 * until the reader turns notes on. With the note tool a click on the page adds a note there; a button does the
 * same from the keyboard. Width and height are the page's own size (CSS px), scale the display scale.
 */
export function NotesLayer({ existing = false, ...props }: { ebookId: string; pageId: string; width: number; height: number; scale: number; existing?: boolean }) {
  const shown = useAppSelector((s) => s.reader.noteTakingLayer || s.reader.selectedTool === 'note') || existing;
  return shown ? (
    <Suspense fallback={null}>
      <PageNotes {...props} />
    </Suspense>
  ) : null;
}

