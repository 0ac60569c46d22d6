import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';

/** A page that is still being fetched or drawn: a pale skeleton with a spinner, named for screen readers. */
export function PageLoading({ className }: { className?: string }) {
  const { t } = useTranslation('reader');
  return (
    <div role="status" data-page-loading className={`grid place-items-center bg-linear-to-b from-slate-50 to-slate-100 ${className ?? ''}`}>
      <Loader2 aria-hidden className="size-8 animate-spin text-slate-300" />
      <span className="sr-only">{t('page.loading')}</span>
    </div>
  );
}
