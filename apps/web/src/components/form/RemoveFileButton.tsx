import { Trash2 } from 'lucide-react';
import clsx from 'clsx';

/** The link-like button of an upload field (image, PDF, document) that takes its file away. */
export function RemoveFileButton({ label, onRemove, className }: { label: string; onRemove: () => void; className?: string }) {
  return (
    <button type="button" onClick={onRemove} className={clsx('inline-flex items-center gap-1 font-medium text-danger-700 hover:underline', className)}>
      <Trash2 aria-hidden className="size-3.5" />
      {label}
    </button>
  );
}
