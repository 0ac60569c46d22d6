import { useId, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { FieldError } from './TextField';
import { FieldLabel } from './FieldLabel';

/** Label, control and error for any control; `children` receives the ids to wire up. */
export function Field({ label, error, hint, className, children }: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

export const controlClass = (invalid?: boolean) =>
  clsx(
    'w-full rounded-md border bg-white px-3 py-2 text-sm shadow-xs outline-none transition focus:ring-2',
    invalid ? 'border-danger-500 focus:ring-danger-200' : 'border-gray-300 focus:border-primary-500 focus:ring-primary-200',
  );

/** The native file picker, its button styled like ours (upload fields, and the editor's inspectors). */
export const fileInputClass = 'block w-full text-sm text-gray-700 file:me-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary-700 hover:file:bg-primary-100';

/**
 * The native file picker of an upload field (image, PDF, document), its button styled like ours: wired to its
 * Field's ids, disabled while `busy`, handing over the file chosen.
 */
export function FileInput({ ref, ids, accept, busy, onFile }: {
  ref: Ref<HTMLInputElement>;
  ids: { id: string; describedBy?: string; invalid?: true };
  accept: string;
  busy: boolean;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={ref}
      id={ids.id}
      type="file"
      accept={accept}
      aria-describedby={ids.describedBy}
      aria-invalid={ids.invalid}
      disabled={busy}
      onChange={(e) => onFile(e.target.files?.[0])}
      className={fileInputClass}
    />
  );
}
