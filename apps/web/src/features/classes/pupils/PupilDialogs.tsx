import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_LIMITS, type ClassRecord, type ClassStudent } from '@folio/shared';
import { Modal } from '../../../components/Modal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { FormButtons } from '../../../components/form/FormButtons';
import { fieldErrors } from '../../../http/client';
import { useClassesQuery, useRemoveStudentMutation, useResetSecretMutation, useUpdateStudentMutation } from '../api';
import { useOpenCards } from '../cards';
import { useClassNotice, useServerWords } from '../messages';

interface Props {
  record: ClassRecord;
  /** The pupil the dialog is about; null keeps it closed. */
  pupil: ClassStudent | null;
  onClose: () => void;
}

/** A pupil's new name; the server's refusal (a classmate has it, too long) under the field. */
export function RenamePupilDialog({ record, pupil, onClose }: Props) {
  const { t } = useTranslation('classes');
  return (
    <Modal open={pupil !== null} onOpenChange={(open) => !open && onClose()} title={t('rename.title', { name: pupil?.name ?? '' })}>
      {pupil && <RenameForm key={pupil.id} record={record} pupil={pupil} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ record, pupil, onClose }: Props & { pupil: ClassStudent }) {
  const { t } = useTranslation('classes');
  const words = useServerWords();
  const notice = useClassNotice();
  const [update, { isLoading }] = useUpdateStudentMutation();
  const [name, setName] = useState(pupil.name);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await update({ id: record.id, studentId: pupil.id, values: { name } }).unwrap();
      notice.done(answer.message);
      onClose();
    } catch (refusal) {
      setError(fieldErrors(refusal).name?.[0]);
      notice.failed(refusal);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <TextField label={t('rename.name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={CLASS_LIMITS.studentNameMax + 20} autoComplete="off" error={error && words(error)} dir="auto" />
      <FormButtons labels={{ cancel: t('cancel'), submit: t('save'), submitting: t('saving') }} submitting={isLoading} onCancel={onClose} />
    </form>
  );
}

/** A new picture password after a confirmation (the old one stops working), then the pupil's new card to print. */
export function ResetSecretDialog({ record, pupil, onClose }: Props) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const openCards = useOpenCards(record);
  const [reset, { isLoading }] = useResetSecretMutation();
  const confirm = async () => {
    if (!pupil) return;
    const answer = await notice.run(reset({ id: record.id, studentId: pupil.id }).unwrap());
    if (!answer) return;
    onClose();
    await openCards([answer.data]);
  };
  return (
    <ConfirmDialog
      open={pupil !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('secret.title', { name: pupil?.name ?? '' })}
      description={t('secret.body')}
      confirmLabel={t('secret.confirm')}
      onConfirm={() => void confirm()}
      busy={isLoading}
    />
  );
}

/** Moves a pupil, with their books and answers, to another class the teacher teaches. */
export function MovePupilDialog({ record, pupil, onClose }: Props) {
  const { t } = useTranslation('classes');
  return (
    <Modal open={pupil !== null} onOpenChange={(open) => !open && onClose()} title={t('move.title', { name: pupil?.name ?? '' })} description={t('move.body')}>
      {pupil && <MoveForm key={pupil.id} record={record} pupil={pupil} onClose={onClose} />}
    </Modal>
  );
}

function MoveForm({ record, pupil, onClose }: Props & { pupil: ClassStudent }) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const words = useServerWords();
  // A teacher's classes fit one page of the largest size the API answers.
  const classes = useClassesQuery({ page: 1, per_page: 100 });
  const [update, { isLoading }] = useUpdateStudentMutation();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | undefined>();
  const others = (classes.data?.data ?? []).filter((c) => c.id !== record.id && c.abilities.teach);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) {
      setError(t('move.choose'));
      return;
    }
    try {
      const answer = await update({ id: record.id, studentId: pupil.id, values: { class_id: target } }).unwrap();
      notice.done(answer.message);
      onClose();
    } catch (refusal) {
      const field = fieldErrors(refusal).class_id?.[0];
      setError(field && words(field));
      notice.failed(refusal);
    }
  };
  if (!classes.isLoading && others.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-700">{t('move.noOther')}</p>
        <FormButtons labels={{ cancel: t('close'), submit: t('move.submit'), submitting: t('saving') }} submitting={false} disabled onCancel={onClose} />
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('move.to')}
        placeholder={classes.isLoading ? t('loading') : t('move.pick')}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        error={error}
        options={others.map((c) => ({ value: c.id, label: c.grade ? `${c.name} (${c.grade})` : c.name }))}
      />
      <FormButtons labels={{ cancel: t('cancel'), submit: t('move.submit'), submitting: t('saving') }} submitting={isLoading} onCancel={onClose} />
    </form>
  );
}

type BooksChoice = 'delete' | 'move_to_teacher';

/** Removes a pupil and their account, after the teacher says what becomes of the books they wrote. */
export function RemovePupilDialog({ record, pupil, onClose }: Props) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const [remove, { isLoading }] = useRemoveStudentMutation();
  const [books, setBooks] = useState<BooksChoice>('move_to_teacher');
  const name = useId();
  const confirm = async () => {
    if (!pupil) return;
    if (await notice.run(remove({ id: record.id, studentId: pupil.id, books }).unwrap())) onClose();
  };
  return (
    <ConfirmDialog
      open={pupil !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('remove.title', { name: pupil?.name ?? '' })}
      description={t('remove.body')}
      confirmLabel={t('remove.confirm')}
      onConfirm={() => void confirm()}
      busy={isLoading}
    >
      <fieldset className="mt-4 flex flex-col gap-2 text-sm text-gray-700">
        <legend className="mb-1 font-semibold text-gray-900">{t('remove.books')}</legend>
        {(['move_to_teacher', 'delete'] as const).map((choice) => (
          <label key={choice} className="flex items-start gap-2">
            <input type="radio" name={name} value={choice} checked={books === choice} onChange={() => setBooks(choice)} className="mt-0.5" />
            <span>{t(`remove.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
