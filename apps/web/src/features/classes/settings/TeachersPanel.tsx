import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserMinus } from 'lucide-react';
import type { ClassRecord } from '@folio/shared';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/form/TextField';
import { fieldErrors } from '../../../http/client';
import { useAppSelector } from '../../../app/hooks';
import { useAddTeacherMutation, useRemoveTeacherMutation } from '../api';
import { useClassNotice, useServerWords } from '../messages';
import { teachersOf } from '../teachers';
import { Panel, RowAction } from '../ui';

type Person = ClassRecord['owner'];

/** Who teaches the class: its owner and co-teachers; a co-teacher is added by the e-mail of their Folio account. */
export function TeachersPanel({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const words = useServerWords();
  const notice = useClassNotice();
  const myId = useAppSelector((s) => s.auth.user?.id);
  const navigate = useNavigate();
  const [addTeacher, { isLoading: adding }] = useAddTeacherMutation();
  const [removeTeacher, { isLoading: removing }] = useRemoveTeacherMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [leaving, setLeaving] = useState<Person | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await addTeacher({ id: record.id, email: email.trim() }).unwrap();
      notice.done(answer.message);
      setEmail('');
      setError(undefined);
    } catch (refusal) {
      const field = fieldErrors(refusal).email?.[0];
      setError(field && words(field));
      notice.failed(refusal);
    }
  };
  const confirmRemove = async () => {
    if (!leaving || !(await notice.run(removeTeacher({ id: record.id, userId: leaving.id }).unwrap()))) return;
    setLeaving(null);
    // A teacher who left no longer sees the class: back to their own.
    if (leaving.id === myId) await navigate('/classes', { replace: true });
  };

  return (
    <Panel title={t('teachers.title')} intro={t('teachers.intro')}>
      <ul className="flex flex-col divide-y divide-gray-100">
        {teachersOf(record).map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2">
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-gray-900" dir="auto">
                {p.name}
              </span>
              {p.id === record.owner.id && <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-700">{t('teachers.owner')}</span>}
              {p.id === myId && <span className="text-xs text-gray-600">{t('teachers.you')}</span>}
            </span>
            {/* The owner stays (hand the class over first); the owner removes anyone else, and a co-teacher may leave. */}
            {p.id !== record.owner.id && (record.abilities.own || p.id === myId) && (
              <RowAction label={p.id === myId ? t('teachers.leave') : t('teachers.remove', { name: p.name })} icon={UserMinus} onClick={() => setLeaving(p)} danger />
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void add(e)} noValidate className="mt-4 flex flex-wrap items-start gap-2">
        <TextField label={t('teachers.email')} hint={t('teachers.emailHint')} type="email" autoComplete="off" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} error={error} className="min-w-0 flex-1 basis-64" />
        <Button type="submit" className="mt-6" disabled={adding || !email.trim()}>
          {adding ? t('saving') : t('teachers.add')}
        </Button>
      </form>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={leaving?.id === myId ? t('teachers.leaveTitle') : t('teachers.removeTitle', { name: leaving?.name ?? '' })}
        description={leaving?.id === myId ? t('teachers.leaveBody') : t('teachers.removeBody')}
        confirmLabel={leaving?.id === myId ? t('teachers.leave') : t('teachers.removeConfirm')}
        onConfirm={() => void confirmRemove()}
        busy={removing}
      />
    </Panel>
  );
}
