import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { School } from 'lucide-react';
import type { ClassRecord } from '@folio/shared';
import { DataTable } from '../../components/DataTable';
import { Modal } from '../../components/Modal';
import { Button } from '../../components/Button';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useTableState } from '../../http/useTableState';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useClassesQuery, useCreateClassMutation } from './api';
import { ClassForm } from './ClassForm';
import { useClassNotice } from './messages';
import { JoinCodeText } from './JoinCodeText';
import { teachersOf } from './teachers';

/** The teacher's classes (owned and co-taught): open one, or make a new one and go on to its pupils. */
export default function ClassesPage() {
  const { t, i18n } = useTranslation('classes');
  useDocumentTitle(t('title'));
  const table = useTableState(10);
  const list = useClassesQuery(table.params);
  const [creating, setCreating] = useState(false);
  const [create] = useCreateClassMutation();
  const notice = useClassNotice();
  const navigate = useNavigate();
  const number = new Intl.NumberFormat(i18n.language);

  const rows = list.data?.data ?? [];
  const noClassesYet = !list.isLoading && !list.isError && rows.length === 0 && !table.params.search && table.page === 1;

  const save = async (values: Parameters<typeof create>[0]) => {
    try {
      const answer = await create(values).unwrap();
      notice.done(answer.message);
      setCreating(false);
      // A new class has no pupils yet: adding them is the next thing to do.
      await navigate(`/classes/${answer.data.id}?tab=pupils`);
    } catch (error) {
      notice.failed(error);
      throw error;
    }
  };

  return (
    <>
      <ErrorBanner message={list.error ? t('loadFailed') : null} />
      {/* A school's seat licences, whose seats teachers give to their pupils (decision 026). */}
      <Link to="/classes/licences" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline">
        <School aria-hidden className="size-4" />
        {t('licences:link')}
      </Link>
      {noClassesYet ? (
        <section aria-labelledby="classes-empty-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-gray-200 bg-white px-6 py-12 text-center shadow-xs">
          <School aria-hidden className="size-12 text-primary-600" />
          <h1 id="classes-empty-title" className="text-xl font-bold text-gray-900">
            {t('empty.title')}
          </h1>
          <p className="text-sm text-gray-600">{t('empty.body')}</p>
          <ol className="list-inside list-decimal space-y-1 text-start text-sm text-gray-700">
            <li>{t('empty.step1')}</li>
            <li>{t('empty.step2')}</li>
            <li>{t('empty.step3')}</li>
          </ol>
          <Button onClick={() => setCreating(true)}>{t('newClass')}</Button>
        </section>
      ) : (
        <DataTable<ClassRecord>
          title={t('title')}
          intro={t('intro')}
          columns={[
            {
              header: t('columns.name'),
              className: 'whitespace-nowrap',
              cell: (c) => (
                <Link to={`/classes/${c.id}`} className="font-semibold text-primary-700 hover:underline" dir="auto">
                  {c.name}
                </Link>
              ),
            },
            { header: t('columns.grade'), className: 'whitespace-nowrap', cell: (c) => (c.grade ? <span dir="auto">{c.grade}</span> : <span className="text-gray-500">—</span>) },
            { header: t('columns.pupils'), className: 'tabular-nums', cell: (c) => number.format(c.student_count) },
            { header: t('columns.joinCode'), className: 'whitespace-nowrap', cell: (c) => <JoinCodeText code={c.join_code} open={c.join_open} /> },
            { header: t('columns.teachers'), cell: (c) => <span dir="auto">{teachersOf(c).map((p) => p.name).join(', ')}</span> },
          ]}
          rowKey={(c) => c.id}
          {...table.tableProps({ rows, loading: list.isLoading, lastPage: list.data?.last_page ?? 1, retry: list.isError ? () => void list.refetch() : undefined })}
          action={{ label: t('newClass'), onClick: () => setCreating(true) }}
          emptyText={t('noMatch')}
        />
      )}
      <Modal open={creating} onOpenChange={setCreating} title={t('newClass')} description={t('newClassIntro')}>
        {creating && <ClassForm initial={null} onSave={save} onCancel={() => setCreating(false)} submitLabel={t('create')} />}
      </Modal>
    </>
  );
}
