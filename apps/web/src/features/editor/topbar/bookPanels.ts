import { useState } from 'react';

/** The panels of writing together (decision 019) that the top bar opens: by their buttons, or on a phone its More menu. */
export type BookPanel = 'comments' | 'history' | 'share' | 'accessibility';

/** Which of the book's panels is open: one at a time, opened by a button or a menu entry, closed by itself. */
export function useBookPanels() {
  const [open, setOpen] = useState<BookPanel | null>(null);
  const control = (panel: BookPanel) => ({ open: open === panel, onOpenChange: (now: boolean) => setOpen(now ? panel : null) });
  return { control, openPanel: setOpen };
}

/** A panel's open state, as its button takes it. */
export type PanelControl = ReturnType<ReturnType<typeof useBookPanels>['control']>;
