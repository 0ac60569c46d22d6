import type { BookPage } from '@folio/shared';
import { PageView } from '../templates/render/PageView';

/**
 * An e-book page drawn through the element registry: in read mode quizzes answer, cards flip, media play
 * and links go to their page (`onNavigate`); the element read aloud is highlighted. Links find page
 * indexes through the BookPagesProvider the reader puts around the book.
 */
export function BookPageContent({ page, size, scale, mode, highlightedId, onNavigate }: {
  page: BookPage;
  size: { width: number; height: number };
  scale: number;
  mode: 'read' | 'thumbnail';
  highlightedId: string | null;
  onNavigate: (pageIndex: number) => void;
}) {
  return <PageView page={page} size={size} scale={scale} mode={mode} highlightedId={highlightedId} onNavigate={mode === 'read' ? onNavigate : undefined} />;
}
