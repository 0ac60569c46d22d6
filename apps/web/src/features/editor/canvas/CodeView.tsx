import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { selectCurrentPage } from '../state/selectors';

/**
 * The code view (spec §3 showCode): the current page as the JSON that is saved. Read-only: the page is
 * edited on the canvas, where every change is checked and undoable; the JSON can be copied.
 */
export function CodeView() {
  const { t } = useTranslation('editor');
  const page = useAppSelector(selectCurrentPage);
  const json = useMemo(() => (page ? JSON.stringify(page, null, 2) : ''), [page]);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(json);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <section aria-labelledby="editor-code-title" className="flex size-full flex-col gap-2 bg-gray-900 p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="editor-code-title" className="text-sm font-semibold text-gray-100">
          {t('code.title', { name: page?.name ?? '' })}
        </h2>
        <Button variant="secondary" className="px-2 py-1" onClick={() => void copy()}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? t('code.copied') : t('code.copy')}
        </Button>
      </div>
      <pre dir="ltr" tabIndex={0} aria-label={t('code.label')} className="min-h-0 flex-1 overflow-auto rounded-md bg-gray-950 p-3 font-mono text-xs leading-relaxed text-green-200">
        <code>{json}</code>
      </pre>
    </section>
  );
}
