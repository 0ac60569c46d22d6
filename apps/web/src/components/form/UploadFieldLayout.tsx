import type { ReactNode } from 'react';
import { Field } from './Field';

/**
 * The layout of an upload field (image, PDF, document): its label, hint and error, a preview (the image, or the
 * file's icon) in a dashed box, and the picker with what goes with it beside that.
 */
export function UploadFieldLayout({ label, error, hint, preview, children }: {
  label: string;
  error?: string;
  hint: string;
  preview: ReactNode;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <div className="flex items-center gap-3">
          <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-gray-300 bg-gray-50">{preview}</div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">{children(ids)}</div>
        </div>
      )}
    </Field>
  );
}
