import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Copy } from 'lucide-react';
import { Button } from '../../components/Button';
import { controlClass } from '../../components/form/Field';

/** The book page's address with a copy button. */
export function ShareBox({ url }: { url: string }) {
  const { t } = useTranslation('store');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('book.copied'));
    } catch {
      // No clipboard (permission, insecure origin): select the text so that it can be copied by hand.
      input.current?.select();
      toast.info(t('book.copyYourself'));
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {t('book.share')}
      </label>
      <div className="flex gap-2">
        <input ref={input} id={id} readOnly value={url} dir="ltr" className={controlClass()} onFocus={(e) => e.target.select()} />
        <Button variant="secondary" className="shrink-0" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          {t('book.copy')}
        </Button>
      </div>
    </div>
  );
}
