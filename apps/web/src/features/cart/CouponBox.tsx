import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Ticket, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { controlClass } from '../../components/form/Field';
import type { CheckoutQuote as Quote } from '@folio/shared';
import { serverText } from '../../http/serverText';
import { FieldLabel } from '../../components/form/FieldLabel';

/**
 * The coupon field: the server decides whether a code applies. A refusal says why, in the server's words
 * (expired, minimum not reached, used up...), right under the field.
 */
export function CouponBox({ code, quote, onApply, onRemove }: { code: string | null; quote: Quote | null; onApply: (code: string) => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation('store');
  const id = useId();
  const [text, setText] = useState('');
  // The answer about the code in force (a quote for an older cart may still be on screen).
  const answered = quote && code ? (quote.coupon?.code.toUpperCase() === code ? 'applied' : quote.coupon_error ? 'refused' : null) : null;

  // Applying replaces the field with the coupon, removing it brings the field back: the focus follows the
  // person to what took the place of the control they used, instead of falling back to the page.
  const field = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const changedHere = useRef(false);
  useEffect(() => {
    if (changedHere.current) (code ? removeButton : field).current?.focus();
    changedHere.current = false;
  }, [code]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    changedHere.current = true;
    onApply(text);
    setText('');
  };
  const remove = () => {
    changedHere.current = true;
    onRemove();
  };

  if (code) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2 rounded-md border border-gray-200 bg-gray-50 px-3 py-2">
          <span className="flex items-center gap-2 text-sm">
            <Ticket aria-hidden className="size-4 text-primary-600" />
            <span className="text-gray-600">{t('cart.coupon')}</span>
            <code dir="ltr" className="font-mono font-semibold text-gray-900">
              {code}
            </code>
          </span>
          <button ref={removeButton} type="button" onClick={remove} className="rounded p-1 text-gray-500 hover:bg-gray-200 hover:text-gray-800" aria-label={t('cart.removeCoupon', { code })}>
            <X aria-hidden className="size-4" />
          </button>
        </div>
        <div aria-live="polite">
          {answered === 'applied' && (
            <p className="flex items-center gap-1.5 text-sm text-success-700">
              <CheckCircle2 aria-hidden className="size-4" />
              {t('cart.couponApplied')}
            </p>
          )}
          {answered === 'refused' && (
            <p role="alert" className="rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
              {t('cart.couponRefused', { reason: serverText(i18n, quote?.coupon_error ?? '', quote?.coupon_refusal?.code, quote?.coupon_refusal?.params) })}
            </p>
          )}
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id}>{t('cart.couponCode')}</FieldLabel>
      <div className="flex gap-2">
        <input ref={field} id={id} value={text} onChange={(e) => setText(e.target.value)} dir="ltr" autoComplete="off" spellCheck={false} className={controlClass()} />
        <Button type="submit" variant="secondary" className="shrink-0" disabled={!text.trim()}>
          {t('cart.apply')}
        </Button>
      </div>
    </form>
  );
}
