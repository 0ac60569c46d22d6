import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { DialogCloseButton } from './DialogCloseButton';

/**
 * A panel beside the editor's page (comments, the accessibility checker): a non-modal dialog along one side with its
 * title, a line of description and a close button. A click on the page leaves it open, so that what the panel is
 * about can be selected or mended meanwhile.
 */
export function EditorSidePanel({ open, onOpenChange, side, title, description, closeLabel, panelProps, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'start' | 'end';
  title: string;
  description: string;
  closeLabel: string;
  /** data- attributes of the panel itself (tests find it by them). */
  panelProps?: Record<`data-${string}`, string | boolean>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          {...panelProps}
          className={clsx('fixed inset-y-0 z-30 flex w-full max-w-sm flex-col border-gray-200 bg-gray-50 shadow-xl', side === 'start' ? 'start-0 border-e' : 'end-0 border-s')}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="flex items-start justify-between gap-2 border-b border-gray-200 bg-white px-4 py-3">
            <div>
              <Dialog.Title className="text-base font-bold text-gray-900">{title}</Dialog.Title>
              <Dialog.Description className="text-xs text-gray-600">{description}</Dialog.Description>
            </div>
            <DialogCloseButton className="rounded p-1 text-gray-500 hover:bg-gray-100" label={closeLabel} />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
