import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/** The X in a dialog's header that closes it, named for screen readers; its colours are the dialog's. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Dialog.Close className={className} aria-label={label}>
      <X aria-hidden className="size-5" />
    </Dialog.Close>
  );
}
