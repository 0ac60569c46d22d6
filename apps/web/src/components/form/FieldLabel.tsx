import type { ReactNode } from 'react';

/** The label over a form control, one look for every form and dialog. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-gray-800">
      {children}
    </label>
  );
}
