import { useId, useRef, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Copy } from 'lucide-react';
import { Button } from './Button';
import { controlClass } from './form/Field';
import { FieldLabel } from './form/FieldLabel';

/** A read-only address with a copy button; `children` go under it (a hint on who can open it). */
export function CopyUrlField({ url, label, copyLabel, copyName, copiedMessage, copyYourselfMessage, children }: {
  url: string;
  label: string;
  copyLabel: string;
  /** The button's full name, when several of these stand together ("Copy the login URL"); it starts with `copyLabel`. */
  copyName?: string;
  copiedMessage: string;
  copyYourselfMessage: string;
  children?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copiedMessage);
    } catch {
      // No clipboard permission (or an insecure origin): select the text so that the user can copy it by hand.
      input.current?.select();
      toast.info(copyYourselfMessage);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex gap-2">
        <input ref={input} id={id} readOnly value={url} dir="ltr" className={controlClass()} onFocus={(e) => e.target.select()} />
        <Button variant="secondary" className="shrink-0 whitespace-nowrap" aria-label={copyName} onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          {copyLabel}
        </Button>
      </div>
      {children}
    </div>
  );
}
