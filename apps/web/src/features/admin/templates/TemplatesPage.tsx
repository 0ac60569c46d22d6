import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutTemplate } from 'lucide-react';
import clsx from 'clsx';
import { TEMPLATE_SCOPES, type Template, type TemplateScope } from '@folio/shared';
import { useAppSelector } from '../../../app/hooks';
import { selectAbilities } from '../../auth/authSlice';
import { Button } from '../../../components/Button';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { Modal } from '../../../components/Modal';
import { DeleteDialog } from '../resource/DeleteDialog';
import { Pagination } from '../../../components/Pagination';
import { SearchBox } from '../../../components/SearchBox';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { TemplatePreview } from '../../templates/TemplatePreview';
import { UseTemplateDialog } from '../../templates/UseTemplateDialog';
import { useTemplate } from '../../templates/useTemplate';
import { useSavedTemplateAudience } from '../../templates/audience';
import { useResourceActions } from '../resource/useResourceActions';
import { useResourceTable } from '../resource/useResourceTable';
import { ShareTemplateDialog } from './ShareTemplateDialog';
import { TemplateCard } from './TemplateCard';
import { TemplateEditForm } from './TemplateEditForm';

/** Two rows of four cards on a wide screen. */
const TEMPLATES_PER_PAGE = 8;

/** The scope in the address, or 'all' for anything else. */
const asScope = (value: string | null): TemplateScope => ((TEMPLATE_SCOPES as readonly string[]).includes(value ?? '') ? (value as TemplateScope) : 'all');

/**
 * /admin/templates: the templates the user sees (their own and the shared ones; admins all) as cards, with
 * search, a choice of all / yours / shared, and paging. Whoever sees a template may preview it and start a
 * book from it; its owner and admins may rename or delete it; admins share it with everyone or stop sharing
 * it. The preview screen is guarded for admins and users (spec §6), so publishers and authors preview in a
 * dialog instead.
 */
export default function TemplatesPage() {
  const { t } = useTranslation('templates');
  const canOpenPreviewPage = useAppSelector(selectAbilities)?.screens.templatePreview ?? false;
  const [using, setUsing] = useState<Template | null>(null);
  const [previewing, setPreviewing] = useState<Template | null>(null);
  const [editing, setEditing] = useState<Template | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [sharing, setSharing] = useState<Template | null>(null);
  const [busy, setBusy] = useState(false);
  // Writes (rename, share, delete) read the list again through its cache tag.
  const [params] = useSearchParams();
  const scope = asScope(params.get('scope'));
  // The scope is kept in the address (left out when 'all') and always sent.
  const query = useResourceTable<Template>('templates', { pageSize: TEMPLATES_PER_PAGE, filterKeys: ['scope'], params: { scope } });
  const { list, tableProps } = query;
  const { remove } = useResourceActions('templates');

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove(deleting.id);
      setDeleting(null);
      query.afterDelete();
    } catch {
      // The API client has toasted the reason; the dialog stays open to try again or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('subtitle')}</p>
        </div>
        <SearchBox label={t('search')} placeholder={t('searchPlaceholder')} value={tableProps.searchValue} onSearch={tableProps.onSearch} />
      </div>

      <ChoiceButtons
        label={t('scope.label')}
        choices={TEMPLATE_SCOPES}
        value={scope}
        onChange={(s) => query.setFilter('scope', s === 'all' ? '' : s)}
        choiceLabel={(s) => t(`scope.${s}`)}
        className="mt-4 inline-flex rounded-lg border border-gray-300 bg-white p-0.5"
        buttonClass={(chosen) => clsx('rounded-md px-3 py-1.5 text-sm font-medium', chosen ? 'bg-primary-600 text-white' : 'text-gray-700 hover:bg-gray-100')}
      />

      <ErrorBanner message={list.error} />

      {list.loading && list.rows.length === 0 ? (
        <ul aria-busy="true" aria-label={t('loading')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: TEMPLATES_PER_PAGE }, (_, i) => (
            <li key={i} className="h-72 animate-pulse rounded-xl bg-gray-200" />
          ))}
        </ul>
      ) : list.rows.length === 0 ? (
        <EmptyTemplates search={tableProps.searchValue} scope={scope} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy={list.loading}>
          {list.rows.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              actions={{
                previewHref: canOpenPreviewPage ? `/templates/${template.id}` : undefined,
                onPreview: () => setPreviewing(template),
                onUse: () => setUsing(template),
                onEdit: () => setEditing(template),
                onShare: () => setSharing(template),
                onDelete: () => setDeleting(template),
              }}
            />
          ))}
        </ul>
      )}

      {list.lastPage > 1 && (
        <div className="mt-6 flex justify-center">
          <Pagination page={tableProps.page} pageCount={list.lastPage} onPageChange={tableProps.onPageChange} />
        </div>
      )}

      <UseTemplateDialog template={using} onClose={() => setUsing(null)} />
      <Modal open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)} title={previewing?.name ?? ''} wide>
        {previewing && <PreviewInDialog template={previewing} onUse={() => { setUsing(previewing); setPreviewing(null); }} />}
      </Modal>
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={t('edit.title')}>
        {editing && <TemplateEditForm template={editing} onClose={() => setEditing(null)} />}
      </Modal>
      <ShareTemplateDialog template={sharing} onClose={() => setSharing(null)} />
      <DeleteDialog name={deleting && deleting.name} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} busy={busy} />
    </section>
  );
}

/** What an empty list means: nothing matches the search, nothing is shared yet, or how to make a template of your own. */
function EmptyTemplates({ search, scope }: { search: string; scope: TemplateScope }) {
  const { t } = useTranslation('templates');
  const audience = useSavedTemplateAudience();
  const title = search ? t('empty.noMatch', { search }) : scope === 'shared' ? t('empty.noneShared') : scope === 'mine' ? t('empty.noneOfYours') : t('empty.none');
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <LayoutTemplate aria-hidden className="size-10 text-gray-400" />
      <p className="mt-3 font-medium text-gray-900">{title}</p>
      {!search && scope !== 'shared' && (
        <p className="mt-1 max-w-prose text-sm text-gray-600">
          {t('empty.hint')} {audience}{' '}
          <Link to="/admin/ebooks" className="font-medium text-primary-700 underline">
            {t('empty.toEbooks')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The preview for roles that cannot open the preview screen: the same pages, in the dialog. */
function PreviewInDialog({ template, onUse }: { template: Template; onUse: () => void }) {
  const { t } = useTranslation('templates');
  const { pages, error, loading } = useTemplate(template.id);
  return (
    <div className="flex flex-col gap-3">
      <div className="h-[60vh]">
        {loading ? (
          <div aria-busy="true" className="size-full animate-pulse rounded-lg bg-gray-100" />
        ) : error ? (
          <p role="alert" className="text-danger-700">{error}</p>
        ) : (
          <TemplatePreview pages={pages} size={{ width: template.width, height: template.height }} />
        )}
      </div>
      <div className="flex justify-end">
        <Button onClick={onUse}>{t('actions.useThis')}</Button>
      </div>
    </div>
  );
}
