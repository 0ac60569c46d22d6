import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '../../http/client';

/** Puts a 422 answer's field messages under the matching fields; the user's input stays as typed. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    if ((fields as readonly string[]).includes(field) && messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
}
