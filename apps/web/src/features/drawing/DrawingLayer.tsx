/** The reader's drawing layer over one page (react-konva); filled in by the drawing work. */
export function DrawingLayer(_props: { ebookId: string; pageId: string; width: number; height: number; scale: number }) {
  return null;
}
