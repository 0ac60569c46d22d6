import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppAbilities, Ebook } from '@folio/shared';
import { DataTable, type Column } from '../../../components/DataTable';
import { Modal } from '../../../components/Modal';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useAppSelector } from '../../../app/hooks';
import { useCreateEbookMutation, useUpdateEbookMutation } from '../../ebooks/api';
import { PlanRefusal, planRefusalOf } from '../../plans/PlanRefusal';
import { useResourceTable } from '../resource/useResourceTable';
import { ApprovalBadge, BookTypeBadge, EbookStatusBadge } from '../../ebooks/Badges';
import { BookCell } from './BookCell';
import { DeleteEbookDialog } from './DeleteEbookDialog';
import { EBOOK_FILTER_KEYS, EBOOK_FILTER_LABELS, EbookFilters, filtersFromAddress, filtersToAddress } from './EbookFilters';
import { EbookForm, type EbookSaveValues } from '../../ebooks/EbookForm';
import { EbookInfo } from './EbookInfo';
import { EbookRowActions } from './EbookRowActions';
import { ExportDialog } from '../../ebooks/exports/ExportDialog';
import { formatDate } from '../../ebooks/format';
import { PriceTag } from './PriceTag';
import { SaveAsTemplateDialog } from '../../templates/SaveAsTemplateDialog';

/**
 * Where a new book goes next: the create flow's design step (an e-book) or publish step (a PDF has nothing to
 * design). The create flow is guarded (spec §6): a user who may not open it goes to the book's own page instead.
 */
export function afterCreatePath(book: Pick<Ebook, 'id' | 'book_type'>, abilities: AppAbilities | undefined) {
  if (abilities?.screens.editorSteps) return `/editor/${book.book_type === 'pdf' ? 3 : 2}/${book.id}`;
  return `/admin/ebooks/${book.id}`;
}

/** Spec §2 eBooks list: search, filters, paging, the row actions and the create-book modal. */
export default function EbooksPage() {
  const { t, i18n } = useTranslation(['ebooks', 'admin']);
  const navigate = useNavigate();
  const abilities = useAppSelector((s) => s.auth.user?.abilities);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Ebook | null>(null);
  const [editing, setEditing] = useState<Ebook | null>(null);
  const [deleting, setDeleting] = useState<Ebook | null>(null);
  const [savingAsTemplate, setSavingAsTemplate] = useState<Ebook | null>(null);
  const [exporting, setExporting] = useState<Ebook | null>(null);
  const query = useResourceTable<Ebook>('ebooks', { filterKeys: EBOOK_FILTER_KEYS, labelKeys: EBOOK_FILTER_LABELS });
  const { list } = query;
  const [createEbook] = useCreateEbookMutation();
  const [updateEbook] = useUpdateEbookMutation();

  // A plan's limit that refused the new book stays said in the modal, with the way to the plans.
  const [planRefusal, setPlanRefusal] = useState<ReturnType<typeof planRefusalOf>>(null);
  const openCreate = (open: boolean) => {
    setCreating(open);
    setPlanRefusal(null);
  };

  const create = async (values: EbookSaveValues) => {
    try {
      const book = await createEbook(values).unwrap();
      setCreating(false);
      void navigate(afterCreatePath(book, abilities));
    } catch (error) {
      setPlanRefusal(planRefusalOf(error));
      throw error;
    }
  };

  const update = async (values: EbookSaveValues) => {
    if (!editing) return;
    await updateEbook({ book: editing, values }).unwrap();
    setEditing(null);
  };

  const deleted = () => {
    setDeleting(null);
    query.afterDelete();
  };

  const columns: Column<Ebook>[] = [
    { header: t('columns.title'), cell: (b) => <BookCell book={b} /> },
    { header: t('columns.type'), cell: (b) => <BookTypeBadge type={b.book_type} /> },
    { header: t('fields.status'), cell: (b) => <EbookStatusBadge status={b.status} withdrawn={!!b.withdrawn_at} /> },
    { header: t('fields.approval'), cell: (b) => <ApprovalBadge status={b.approval_status} reason={b.rejection_reason} /> },
    { header: t('fields.final_price'), cell: (b) => <PriceTag book={b} /> },
    { header: t('columns.date'), className: 'whitespace-nowrap', cell: (b) => <time dateTime={b.created_at}>{formatDate(b.created_at, i18n.language)}</time> },
    {
      header: t('admin:common.actions'),
      className: 'w-px whitespace-nowrap',
      cell: (b) => <EbookRowActions book={b} onInfo={setViewing} onEdit={setEditing} onSaveTemplate={setSavingAsTemplate} onExport={setExporting} onDelete={setDeleting} />,
    },
  ];

  return (
    <>
      <ErrorBanner message={list.error} />
      <DataTable
        title={t('title')}
        // Seven columns and six row actions: the small cell padding keeps them on a laptop screen without scrolling.
        size="small"
        columns={columns}
        rowKey={(b) => b.id}
        {...query.tableProps}
        action={{ label: t('create'), onClick: () => openCreate(true) }}
        toolbar={
<EbookFilters value={filtersFromAddress(query.kept)} onChange={(next) => query.setFilters(filtersToAddress(next))} />
        }
      />
      <Modal open={creating} onOpenChange={openCreate} title={t('create')} wide>
        {planRefusal && <PlanRefusal refusal={planRefusal} />}
        {creating && <EbookForm initial={null} onSave={create} onCancel={() => openCreate(false)} submitLabel={t('form.create')} />}
      </Modal>
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={t('edit')} description={editing?.title} wide>
        {editing && <EbookForm initial={editing} onSave={update} onCancel={() => setEditing(null)} />}
      </Modal>
      <Modal open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)} title={viewing?.title ?? ''} description={t('info.title')} wide>
        {viewing && <EbookInfo book={viewing} />}
      </Modal>
      <SaveAsTemplateDialog book={savingAsTemplate} onClose={() => setSavingAsTemplate(null)} />
      {exporting && <ExportDialog book={exporting} open onOpenChange={(open) => !open && setExporting(null)} />}
      <DeleteEbookDialog book={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </>
  );
}
