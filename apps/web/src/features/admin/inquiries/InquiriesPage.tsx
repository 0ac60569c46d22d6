import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, Trash2 } from 'lucide-react';
import { INQUIRY_STATUSES, type Inquiry } from '@folio/shared';
import { DataTable, type Column } from '../../../components/DataTable';
import { DeleteDialog } from '../resource/DeleteDialog';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useResourceActions } from '../resource/useResourceActions';
import { FilterSelect } from '../resource/FilterSelect';
import { RowActionButton } from '../resource/RowActionButton';
import { useResourceTable } from '../resource/useResourceTable';
import { InquiryDetail } from './InquiryDetail';
import { InquiryStatusBadge } from './InquiryStatusBadge';

/**
 * Inquiries (spec §2: a list with a detail modal). Built on the DataTable rather than ResourcePage because
 * its filter has the inquiry statuses (new, read, replied, closed) and it has no create or edit form.
 */
export default function InquiriesPage() {
  const { t, i18n } = useTranslation(['inquiries', 'admin']);
  const [opened, setOpened] = useState<Inquiry | null>(null);
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useResourceTable<Inquiry>('inquiries', { filterKeys: ['status'] });
  const { list } = query;
  const actions = useResourceActions('inquiries');

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await actions.remove(deleting.id);
      setDeleting(null);
      setOpened(null);
      query.afterDelete();
    } catch {
      // The toast has told the user; the dialog stays open to try again or cancel.
    } finally {
      setBusy(false);
    }
  };

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const columns: Column<Inquiry>[] = [
    { header: t('list.name'), cell: (i) => <span className="font-medium text-gray-900">{i.name}</span> },
    { header: t('list.email'), cell: (i) => <span dir="ltr">{i.email}</span> },
    { header: t('list.subject'), cell: (i) => <span className={i.status === 'new' ? 'font-semibold text-gray-900' : 'text-gray-700'}>{i.subject}</span> },
    { header: t('admin:common.status'), cell: (i) => <InquiryStatusBadge status={i.status} /> },
    { header: t('list.date'), className: 'whitespace-nowrap', cell: (i) => <time dateTime={i.created_at}>{date.format(new Date(i.created_at))}</time> },
    {
      header: t('admin:common.actions'),
      className: 'w-px whitespace-nowrap',
      cell: (i) => (
        <div className="flex items-center gap-1">
          <RowActionButton label={t('admin:common.viewNamed', { name: i.subject })} icon={Eye} onClick={() => setOpened(i)} />
          <RowActionButton label={t('admin:common.deleteNamed', { name: i.subject })} icon={Trash2} onClick={() => setDeleting(i)} danger />
        </div>
      ),
    },
  ];

  return (
    <>
      <ErrorBanner message={list.error} />
      <DataTable
        title={t('list.title')}
        columns={columns}
        rowKey={(i) => i.id}
        {...query.tableProps}
        toolbar={
          <FilterSelect
            label={t('admin:common.status')}
            value={query.filters.status ?? ''}
            options={INQUIRY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            onChange={(v) => query.setFilter('status', v)}
          />
        }
      />
      <InquiryDetail inquiry={opened} onClose={() => setOpened(null)} onChanged={setOpened} onDelete={setDeleting} />
      <DeleteDialog name={deleting && deleting.subject} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} busy={busy} />
    </>
  );
}
