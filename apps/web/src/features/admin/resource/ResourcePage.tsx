import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { Modal } from '../../../components/Modal';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { STATUSES } from '@folio/shared';
import type { AdminResource } from '../../../http/api';
import { DeleteDialog } from './DeleteDialog';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { RowActionButton } from './RowActionButton';
import { useResourceActions, type ResourceErrorKeys } from './useResourceActions';
import { useResourceTable } from './useResourceTable';

export interface ResourceFormProps<Row> {
  /** The row being edited, or null to create one. */
  initial: Row | null;
  /** Saves the values (create or update) and closes the form; rejects with the server's error. */
  onSave: (values: unknown) => Promise<void>;
  onCancel: () => void;
}

interface Props<Row extends { id: string }> {
  resource: AdminResource;
  /**
   * The screen's own words, by key: its `title`, `create` (the create button's label and the create dialog's title)
   * and `edit` (the edit dialog's title). Every screen keeps these three under one prefix of its namespace.
   */
  text: (key: 'title' | 'create' | 'edit') => string;
  columns: Column<Row>[];
  Form: (props: ResourceFormProps<Row>) => ReactNode;
  /** The row's name in the delete question. */
  describe: (row: Row) => string;
  errorKeys?: ResourceErrorKeys;
  /** Catalogue rows have the active/inactive statuses (spec §4) and are filtered by them; a screen whose rows have none says so. */
  noStatus?: boolean;
  /** More list filters: each adds `key=value` to the list query. */
  filters?: { key: string; label: string; options: FilterOption[] }[];
  /** Rows that may not be deleted get no delete button (the server refuses them anyway). */
  canDelete?: (row: Row) => boolean;
  /** More actions at the start of each row (view, ...). */
  rowActions?: (row: Row) => ReactNode;
  /** Extra content of the delete dialog (choices), and the params it adds to the delete call. */
  deleteOptions?: { render: (row: Row) => ReactNode; params: () => Record<string, string> };
  wideForm?: boolean;
}

/**
 * A catalogue screen: the data table with search, status filter and paging, a create/edit dialog, and a
 * delete that asks first. Each resource gives its columns and its form.
 */
export function ResourcePage<Row extends { id: string }>(p: Props<Row>) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const filters = [
    ...(p.noStatus ? [] : [{ key: 'status', label: t('common.status'), options: STATUSES.map((s) => ({ value: s, label: t(`common.statuses.${s}`) })) }]),
    ...(p.filters ?? []),
  ];
  const query = useResourceTable<Row>(p.resource, { filterKeys: filters.map((f) => f.key) });
  const { list } = query;
  const actions = useResourceActions(p.resource, p.errorKeys);

  const save = async (values: unknown) => {
    await actions.save(values, editing?.id);
    setEditing(undefined);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await actions.remove(deleting.id, p.deleteOptions?.params());
      setDeleting(null);
      query.afterDelete();
    } catch {
      // The toast has told the user; the dialog stays open to try again or cancel.
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Row>[] = [
    ...p.columns,
    {
      header: t('common.actions'),
      className: 'w-px whitespace-nowrap',
      cell: (row) => (
        <div className="flex items-center gap-1">
          {p.rowActions?.(row)}
          <RowActionButton label={t('common.editNamed', { name: p.describe(row) })} icon={Pencil} onClick={() => setEditing(row)} />
          {(p.canDelete?.(row) ?? true) && <RowActionButton label={t('common.deleteNamed', { name: p.describe(row) })} icon={Trash2} onClick={() => setDeleting(row)} danger />}
        </div>
      ),
    },
  ];

  return (
    <>
      <ErrorBanner message={list.error} />
      <DataTable
        title={p.text('title')}
        columns={columns}
        rowKey={(r) => r.id}
        {...query.tableProps}
        action={{ label: p.text('create'), onClick: () => setEditing(null) }}
        toolbar={filters.map((f) => (
          <FilterSelect key={f.key} label={f.label} value={query.filters[f.key] ?? ''} options={f.options} onChange={(v) => query.setFilter(f.key, v)} />
        ))}
      />
      <Modal open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} title={p.text(editing ? 'edit' : 'create')} wide={p.wideForm}>
        {editing !== undefined && <p.Form initial={editing} onSave={save} onCancel={() => setEditing(undefined)} />}
      </Modal>
      <DeleteDialog name={deleting && p.describe(deleting)} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} busy={busy}>
        {deleting && p.deleteOptions?.render(deleting)}
      </DeleteDialog>
    </>
  );
}
