import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Copy } from 'lucide-react';
import type { Ebook } from '@folio/shared';
import { Button } from '../../../components/Button';
import { controlClass } from '../../../components/form/Field';
import { shareUrl } from './api';

/** The book's public address (spec §2 flipbooks/{id}) with a copy button; says when readers can open it. */
export function ShareLink({ book }: { book: Pick<Ebook, 'id' | 'status' | 'approval_status'> }) {
  const { t } = useTranslation('ebooks');
  const id = useId();
  const url = shareUrl(book.id);
  const live = book.status === 'published' && book.approval_status === 'approved';

  const copy = async (input: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      // No clipboard permission (or an insecure origin): select the text so that the user can copy it.
      input?.select();
      toast.info(t('share.copyYourself'));
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {t('share.label')}
      </label>
      <div className="flex gap-2">
        <input id={id} readOnly value={url} dir="ltr" className={controlClass()} onFocus={(e) => e.target.select()} />
        <Button variant="secondary" className="shrink-0 whitespace-nowrap" onClick={() => void copy(document.getElementById(id) as HTMLInputElement | null)}>
          <Copy aria-hidden className="size-4" />
          {t('share.copy')}
        </Button>
      </div>
      <p className="text-xs text-gray-600">{live ? t('share.live') : t('share.notLive')}</p>
    </div>
  );
}
