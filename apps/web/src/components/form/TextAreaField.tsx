import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { controlClass, Field } from './Field';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField({ label, error, hint, className, rows = 4, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => <textarea ref={ref} id={id} rows={rows} aria-describedby={describedBy} aria-invalid={invalid} className={controlClass(invalid)} {...props} />}
    </Field>
  );
});
