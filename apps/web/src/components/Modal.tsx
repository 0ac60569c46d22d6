import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { DialogCloseButton } from './DialogCloseButton';

/** A dialog (Radix: focus trap, Escape, labelled by its title). */
export function Modal({ open, onOpenChange, title, description, children, wide = false }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  // Radix gives the focus back to a Dialog.Trigger only, and these dialogs are opened by buttons of their own: the
  // element that had the focus when the dialog opened gets it back when it closes (WCAG 2.4.3).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className={clsx('fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl rtl:translate-x-1/2', wide ? 'max-w-3xl' : 'max-w-lg')}
          aria-describedby={description ? undefined : undefined}
          onOpenAutoFocus={() => (opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null)}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description> : <Dialog.Description className="sr-only">{title}</Dialog.Description>}
            </div>
            <DialogCloseButton className="rounded p-1 text-gray-500 hover:bg-gray-100" label={t('dialog.close')} />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
