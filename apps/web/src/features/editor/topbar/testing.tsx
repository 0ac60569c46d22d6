import { useState, type ComponentType } from 'react';
import type { PanelControl } from './bookPanels';

/** A panel's button in a test, holding its panel's open state as the top bar does (bookPanels.ts). */
export function OnItsOwn<P extends object>({ Button, ...props }: { Button: ComponentType<P & PanelControl> } & P) {
  const [open, setOpen] = useState(false);
  return <Button {...(props as unknown as P)} open={open} onOpenChange={setOpen} />;
}

/** The addresses of the book's people, threads and history: a test of something else answers them "not found". */
export const PANEL_ROUTES = /\/(collaborators|comments|versions)(\?|\/|$)/;
