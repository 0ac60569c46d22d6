import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ImageField } from './ImageField';

/**
 * An image upload field bound to a field of a react-hook-form form. Removing the image of a `required` field
 * leaves '' (so that the schema's "required" message shows); of any other, null.
 */
export function ImageFieldControl<T extends FieldValues>({ control, name, label, required = false, onBusyChange }: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField label={label} value={field.value} onChange={(url) => field.onChange(required ? (url ?? '') : url)} error={fieldState.error?.message} onBusyChange={onBusyChange} />
      )}
    />
  );
}
