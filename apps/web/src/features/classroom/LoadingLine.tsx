import { useTranslation } from 'react-i18next';

/** A screen's part that is on its way: a spinner with its words for screen readers. */
export function LoadingLine() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex justify-center py-10">
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-primary-100 border-t-primary-600" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
