import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { DialogCloseButton } from '../../components/DialogCloseButton';

interface SidePanelProps {
  /** The reader's root: the panel is drawn inside it, so that it shows in full screen. */
  container: HTMLElement | null;
  side: 'start' | 'end';
  title: string;
  description: string;
  closeLabel: string;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on opening (the first field, say); Radix's first focusable element otherwise. */
  onOpenAutoFocus?: (event: Event) => void;
  /** The panel's width, a Tailwind class. */
  width: string;
  children: ReactNode;
}

/** A dark panel of the reader along one side, modal, with its title and close button (the gallery, the search). */
export function SidePanel({ container, side, title, description, closeLabel, onOpenChange, onOpenAutoFocus, width, children }: SidePanelProps) {
  // The panel is opened from the reader's bar, not by a Radix trigger, so Radix knows of no button to give the focus
  // back to when it closes (WCAG 2.4.3): the one that had it as the panel opened takes it back, while it is still there.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className={clsx('fixed inset-y-0 z-50 flex flex-col bg-slate-900 text-slate-100 shadow-2xl', side === 'start' ? 'start-0' : 'end-0', width)}
        >
          <div className="flex items-center justify-between border-b border-white/10 px-4 py-3">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Description className="sr-only">{description}</Dialog.Description>
            <DialogCloseButton className="rounded p-1 text-slate-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300" label={closeLabel} />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
