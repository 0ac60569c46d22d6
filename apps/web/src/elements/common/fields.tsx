import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useEditSession } from './editSession';
import { SelectOptions } from '../../components/form/SelectOptions';

/**
 * The inspector's small labelled controls: dense (a side panel), every one with a visible label tied to
 * its control, numbers kept while typed and sent only when they are numbers. What is typed into a field
 * (or dragged in its colour picker) until the field is left, Enter is pressed or the picker is closed is
 * one edit, hence one undo step (see editSession); a choice in a list or a tick is one step by itself.
 */
const control = 'w-full min-w-0 rounded-md border border-gray-300 bg-white px-2 py-1 text-sm shadow-xs outline-none focus:border-primary-500 focus:ring-2 focus:ring-primary-200';
const labelClass = 'text-xs font-medium text-gray-700';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 border-t border-gray-200 pt-3 first:border-t-0 first:pt-0">
      <legend className="float-start mb-1 w-full text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A control under its label; the hint (if any) under both, tied to the control by `aria-describedby`. */
function Labelled({ label, hint, hintClass, children }: { label: string; hint?: ReactNode; hintClass?: string; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, describedBy: hint ? hintId : undefined })}
      {hint && (
        <p id={hintId} className={clsx('text-xs', hintClass ?? 'text-gray-500')}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Enter ends a one-line field's edit, as leaving it does. */
const endOnEnter = (end: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') end();
};

export function Row({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-2">{children}</div>;
}

interface NumberInputProps {
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}

export function NumberInput({ label, value, onChange, min, max, step = 1 }: NumberInputProps) {
  // The typed text is kept while it is not a number yet ('', '-'), so that typing is never fought.
  const [draft, setDraft] = useState<string | null>(null);
  const edit = useEditSession();
  const shown = draft ?? (value === undefined ? '' : String(Math.round(value * 100) / 100));
  const commit = (raw: string) => {
    setDraft(raw);
    const n = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(n)) edit.change(() => onChange(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n))));
  };
  const leave = () => {
    setDraft(null);
    edit.end();
  };
  return (
    <Labelled label={label}>
      {({ id }) => (
        <input id={id} type="number" inputMode="decimal" className={control} value={shown} min={min} max={max} step={step} onChange={(e) => commit(e.target.value)} onBlur={leave} onKeyDown={endOnEnter(edit.end)} />
      )}
    </Labelled>
  );
}

export function TextInput({ label, value, onChange, placeholder, hint, invalid, type = 'text' }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string; hint?: ReactNode; invalid?: boolean; type?: 'text' | 'url' }) {
  const edit = useEditSession();
  return (
    <Labelled label={label} hint={hint} hintClass={invalid ? 'text-danger-700' : undefined}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type={type}
          dir="auto"
          className={clsx(control, invalid && 'border-danger-500')}
          value={value}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => edit.change(() => onChange(e.target.value))}
          onBlur={edit.end}
          onKeyDown={endOnEnter(edit.end)}
        />
      )}
    </Labelled>
  );
}

export function TextArea({ label, value, onChange, rows = 3, hint, invalid }: { label: string; value: string; onChange: (value: string) => void; rows?: number; hint?: ReactNode; invalid?: boolean }) {
  // Enter is a new line here: only leaving the field (or a pause) ends its edit.
  const edit = useEditSession();
  return (
    <Labelled label={label} hint={hint} hintClass={invalid ? 'font-medium text-warning-600' : undefined}>
      {({ id, describedBy }) => (
        <textarea id={id} dir="auto" rows={rows} className={clsx(control, invalid && 'border-danger-500')} value={value} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(e) => edit.change(() => onChange(e.target.value))} onBlur={edit.end} />
      )}
    </Labelled>
  );
}

export function Select<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: { value: V; label: string }[]; onChange: (value: V) => void }) {
  return (
    <Labelled label={label}>
      {({ id }) => (
        <select id={id} className={control} value={value} onChange={(e) => onChange(e.target.value as V)}>
          <SelectOptions options={options} />
        </select>
      )}
    </Labelled>
  );
}

export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-800">
      <input type="checkbox" className="size-4 rounded border-gray-300 accent-primary-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour: the picker for quick choices and the CSS value itself (hex, rgb(), hsl() or a name). */
export function ColorInput({ label, value, onChange, pickerLabel }: { label: string; pickerLabel: string; value: string | undefined; onChange: (value: string) => void }) {
  const edit = useEditSession();
  const picker = useRef<HTMLInputElement>(null);
  // The picker reports every colour passed while dragging (React's onChange is the input event); the native
  // change event comes once, when the picker is closed: the end of that edit.
  useEffect(() => {
    const input = picker.current;
    input?.addEventListener('change', edit.end);
    return () => input?.removeEventListener('change', edit.end);
  }, [edit.end]);
  const set = (next: string) => edit.change(() => onChange(next));
  return (
    <Labelled label={label}>
      {({ id }) => (
        <div className="flex items-center gap-1.5">
          <input
            ref={picker}
            type="color"
            aria-label={pickerLabel}
            className="size-8 shrink-0 cursor-pointer rounded border border-gray-300 bg-white p-0.5"
            value={value && HEX.test(value) ? value : '#000000'}
            onChange={(e) => set(e.target.value)}
            onBlur={edit.end}
          />
          <input id={id} type="text" dir="ltr" className={control} value={value ?? ''} onChange={(e) => set(e.target.value)} onBlur={edit.end} onKeyDown={endOnEnter(edit.end)} />
        </div>
      )}
    </Labelled>
  );
}
