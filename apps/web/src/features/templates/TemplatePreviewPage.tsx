import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Copy } from 'lucide-react';
import { Button } from '../../components/Button';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { TemplatePreview } from './TemplatePreview';
import { UseTemplateDialog } from './UseTemplateDialog';
import { useTemplate } from './useTemplate';
import { formatLabel } from './format';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** /templates/{id} (spec §2, guarded admin and user): a template's pages, read-only, and a way to use it. */
export default function TemplatePreviewPage() {
  const { id } = useParams();
  const { t } = useTranslation('templates');
  const { template, pages, error, loading } = useTemplate(id);
  useDocumentTitle(template?.name);
  const [using, setUsing] = useState(false);

  if (loading) return <FullScreenSpinner label={t('preview.loading')} />;
  return (
    <div className="flex h-dvh flex-col bg-gray-50">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-gray-200 bg-white px-4 py-3">
        <Link to="/admin/templates" className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100">
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('preview.back')}
        </Link>
        {template && (
          <>
            <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
              <h1 className="truncate text-lg font-bold text-gray-900">{template.name}</h1>
              <p className="text-xs text-gray-600">{formatLabel(t, template)}</p>
            </div>
            <Button className="ms-auto sm:ms-0" onClick={() => setUsing(true)}>
              <Copy aria-hidden className="size-4" />
              {t('actions.useThis')}
            </Button>
          </>
        )}
      </header>
      <main className="min-h-0 flex-1 p-3 sm:p-4">
        {error || !template ? (
          <p role="alert" className="mx-auto mt-10 max-w-md rounded-md bg-danger-200/40 px-4 py-3 text-center text-danger-700">
            {error}
          </p>
        ) : (
          <TemplatePreview pages={pages} size={{ width: template.width, height: template.height }} />
        )}
      </main>
      <UseTemplateDialog template={using ? template : null} onClose={() => setUsing(false)} />
    </div>
  );
}
