import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart3, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import type { Assignment, ClassRecord } from '@folio/shared';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useAssignmentsQuery, useUnassignMutation } from '../api';
import { useClassNotice } from '../messages';
import { Empty, Panel, RowAction, SmallCover } from '../ui';
import { AssignDialog } from './AssignDialog';
import { AssignmentDetail } from './AssignmentDetail';
import { DueDate } from './DueDate';

/** The class's library: the books given to read and the templates to write from, each with its due date; a book's progress and results below. */
export function LibraryTab({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const list = useAssignmentsQuery(record.id);
  const [unassign, { isLoading: removing }] = useUnassignMutation();
  const [assigning, setAssigning] = useState(false);
  const [removingOne, setRemovingOne] = useState<Assignment | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = list.data ?? [];
  const opened = rows.find((a) => a.id === openId && a.kind === 'ebook') ?? null;

  const confirmRemove = async () => {
    if (!removingOne) return;
    if (await notice.run(unassign({ id: record.id, assignmentId: removingOne.id }).unwrap())) {
      if (openId === removingOne.id) setOpenId(null);
      setRemovingOne(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('library.title')} intro={t('library.intro')} actions={<Button onClick={() => setAssigning(true)}>{t('library.assign')}</Button>}>
        <ErrorBanner message={list.error ? t('loadFailed') : null} />
        {list.isLoading ? (
          <p className="text-sm text-gray-600">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <Empty>{t('library.empty')}</Empty>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100">
            {rows.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-3 py-3">
                <SmallCover src={a.item.cover_image} className="w-12" />
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-semibold break-words text-gray-900">
                    <bdi>{a.item.title}</bdi>
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-gray-600">
                    <span className={clsx('rounded-full px-2 py-0.5 font-semibold', a.kind === 'ebook' ? 'bg-primary-50 text-primary-700' : 'bg-violet-100 text-violet-800')}>{t(`library.kinds.${a.kind}`)}</span>
                    <span>{t('library.pages', { count: a.item.page_count })}</span>
                  </p>
                </div>
                <div className="flex flex-col gap-1">
                  <span className="text-xs font-medium text-gray-700">{t('library.due')}</span>
                  <DueDate key={a.due_at ?? 'none'} classId={record.id} assignment={a} />
                </div>
                <div className="flex items-center gap-1">
                  {a.kind === 'ebook' && (
                    <Button variant={openId === a.id ? 'primary' : 'secondary'} className="px-3 py-1.5" aria-expanded={openId === a.id} onClick={() => setOpenId(openId === a.id ? null : a.id)}>
                      <BarChart3 aria-hidden className="size-4" />
                      {t('library.progress')}
                    </Button>
                  )}
                  <RowAction label={t('library.remove', { title: a.item.title })} icon={Trash2} onClick={() => setRemovingOne(a)} danger />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {opened && <AssignmentDetail key={opened.id} classId={record.id} assignment={opened} />}
      <AssignDialog classId={record.id} open={assigning} onClose={() => setAssigning(false)} />
      <ConfirmDialog
        open={removingOne !== null}
        onOpenChange={(open) => !open && setRemovingOne(null)}
        title={t('library.removeTitle', { title: removingOne?.item.title ?? '' })}
        description={t('library.removeBody')}
        confirmLabel={t('library.removeConfirm')}
        onConfirm={() => void confirmRemove()}
        busy={removing}
      />
    </div>
  );
}
