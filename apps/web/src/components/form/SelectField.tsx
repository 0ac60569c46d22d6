import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './Field';
import { SelectOptions } from './SelectOptions';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  options: { value: string; label: string }[];
  /** A first, empty option ("Select…"). */
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, error, hint, options, placeholder, className, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} className={controlClass(invalid)} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
});
