import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassRecord } from '@folio/shared';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useDeleteClassMutation, useUpdateClassMutation } from '../api';
import { useClassNotice } from '../messages';
import { Panel } from '../ui';

/** The owner's two acts: handing the class to a co-teacher, and deleting it with its pupils' accounts (typing its name first). */
export function OwnerPanel({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const navigate = useNavigate();
  const [update, { isLoading: handing }] = useUpdateClassMutation();
  const [remove, { isLoading: deleting }] = useDeleteClassMutation();
  const [heir, setHeir] = useState('');
  const [confirmHand, setConfirmHand] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const coTeachers = record.teachers.filter((p) => p.id !== record.owner.id);
  const heirName = coTeachers.find((p) => p.id === heir)?.name ?? '';
  const nameMatches = typed.trim() === record.name.trim();

  const hand = async () => {
    if (await notice.run(update({ id: record.id, values: { owner_id: heir } }).unwrap())) {
      setConfirmHand(false);
      setHeir('');
    }
  };
  const destroy = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!nameMatches) return;
    if (await notice.run(remove(record.id).unwrap())) await navigate('/classes', { replace: true });
  };

  return (
    <Panel title={t('owner.title')} intro={t('owner.intro')} className="border-danger-200">
      <div className="flex flex-col gap-6">
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-gray-900">{t('owner.handTitle')}</h3>
          {coTeachers.length === 0 ? (
            <p className="text-sm text-gray-600">{t('owner.handNone')}</p>
          ) : (
            <div className="flex flex-wrap items-end gap-2">
              <SelectField label={t('owner.handTo')} placeholder={t('owner.pick')} value={heir} onChange={(e) => setHeir(e.target.value)} options={coTeachers.map((p) => ({ value: p.id, label: p.name }))} className="min-w-56" />
              <Button variant="secondary" disabled={!heir} onClick={() => setConfirmHand(true)}>
                {t('owner.hand')}
              </Button>
            </div>
          )}
        </section>
        <section className="flex flex-col gap-2 border-t border-gray-200 pt-4">
          <h3 className="text-sm font-semibold text-danger-700">{t('owner.deleteTitle')}</h3>
          <p className="text-sm text-gray-700">{t('owner.deleteIntro', { count: record.student_count })}</p>
          <div>
            <Button variant="danger" onClick={() => setDeleteOpen(true)}>
              {t('owner.delete')}
            </Button>
          </div>
        </section>
      </div>
      <ConfirmDialog
        open={confirmHand}
        onOpenChange={setConfirmHand}
        title={t('owner.handConfirmTitle', { name: heirName })}
        description={t('owner.handConfirmBody', { name: heirName })}
        confirmLabel={t('owner.hand')}
        onConfirm={() => void hand()}
        busy={handing}
      />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={(open) => {
          setDeleteOpen(open);
          setTyped('');
        }}
        title={t('owner.deleteConfirmTitle', { name: record.name })}
        description={t('owner.deleteConfirmBody', { count: record.student_count })}
        confirmLabel={t('owner.delete')}
        onConfirm={() => void destroy()}
        busy={deleting || !nameMatches}
      >
        <form onSubmit={(e) => void destroy(e)} className="mt-4">
          <TextField label={t('owner.typeName', { name: record.name })} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" dir="auto" />
        </form>
      </ConfirmDialog>
    </Panel>
  );
}
