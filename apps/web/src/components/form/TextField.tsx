import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { messageKey } from '@folio/shared';
import { serverText } from '../../http/serverText';
import { FieldLabel } from './FieldLabel';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A validation message as the shared schemas or the server word it (English); shown translated. */
  error?: string;
  /** A line of help under the input (e.g. what 0 means). */
  hint?: string;
}

/** A labelled input with its error under it, tied together for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, className, ...props }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'rounded-md border bg-white px-3 py-2 text-sm shadow-xs outline-none transition focus:ring-2',
          error ? 'border-danger-500 focus:ring-danger-200' : 'border-gray-300 focus:border-primary-500 focus:ring-primary-200',
        )}
        {...props}
      />
      {hint && <p id={hintId} className="text-xs text-gray-600">{hint}</p>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
});

export function FieldError({ id, message }: { id?: string; message: string }) {
  const { t, i18n } = useTranslation('validation');
  const key = messageKey(message);
  // A form rule's message by its key; a message the server worded (with its values) from the server catalogue.
  return (
    <p id={id} className="text-sm text-danger-700">
      {key ? t(key) : serverText(i18n, message)}
    </p>
  );
}
