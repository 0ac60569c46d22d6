import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLABORATOR_ROLES, type CollaboratorAdd, type CollaboratorRole } from '@folio/shared';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useIsPupil } from '../auth/booksHome';
import { useAddCollaboratorMutation, useShareablePupilsQuery } from './api';
import { useSharingNotice } from './messages';

/**
 * One way of adding someone: who (the e-mail field or the pupil picker, drawn by `who` with the refusal to show under
 * it) and a role, sent together; a refusal keeps the input.
 */
function AddForm({ bookId, person, who, ready, onAdded }: {
  bookId: string;
  /** Whom the form names now. */
  person: Pick<CollaboratorAdd, 'email' | 'user_id'>;
  who: (error: string | undefined) => ReactNode;
  ready: boolean;
  onAdded: () => void;
}) {
  const { t } = useTranslation('sharing');
  const { done, refusal: refusalText } = useSharingNotice();
  const [add, { isLoading: adding }] = useAddCollaboratorMutation();
  const [role, setRole] = useState<CollaboratorRole>('editor');
  const [error, setError] = useState<string | undefined>();
  const roles = COLLABORATOR_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await add({ bookId, person: { ...person, role } }).unwrap();
      done(answer.message);
      setError(undefined);
      onAdded();
    } catch (refusal) {
      setError(refusalText(refusal));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-start gap-2">
      {who(error)}
      <SelectField label={t('add.role')} options={roles} value={role} onChange={(e) => setRole(e.target.value as CollaboratorRole)} className="basis-32" />
      <Button type="submit" className="mt-6" disabled={adding || !ready}>
        {adding ? t('add.adding') : t('add.submit')}
      </Button>
    </form>
  );
}

/** Adding people: anyone by the e-mail address of their Folio account, and pupils of the owner's classes by name. */
export function AddPeople({ bookId }: { bookId: string }) {
  const { t } = useTranslation('sharing');
  const isPupil = useIsPupil();
  const pupils = useShareablePupilsQuery(bookId);
  const [email, setEmail] = useState('');
  const [pupilId, setPupilId] = useState('');
  const pupilOptions = (pupils.data ?? []).map((p) => ({ value: p.user_id, label: t('add.pupilOption', { name: p.name, class: p.class_name }) }));

  return (
    <section aria-labelledby="share-add" className="mt-4 flex flex-col gap-3 border-t border-gray-200 pt-4">
      <h3 id="share-add" className="text-sm font-semibold text-gray-900">
        {t('add.title')}
      </h3>
      {/* A pupil shares with classmates only (they are named below): an address could be anyone's. */}
      {!isPupil && (
        <AddForm
          bookId={bookId}
          person={{ email: email.trim() }}
          ready={email.trim() !== ''}
          onAdded={() => setEmail('')}
          who={(error) => (
            <TextField label={t('add.email')} hint={t('add.emailHint')} type="email" autoComplete="off" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} error={error} className="min-w-0 flex-1 basis-56" />
          )}
        />
      )}
      {pupilOptions.length > 0 && (
        <AddForm
          bookId={bookId}
          person={{ user_id: pupilId }}
          ready={pupilId !== ''}
          onAdded={() => setPupilId('')}
          who={(error) => (
            <SelectField label={t('add.pupil')} placeholder={t('add.pupilPlaceholder')} options={pupilOptions} value={pupilId} onChange={(e) => setPupilId(e.target.value)} error={error} className="min-w-0 flex-1 basis-56" />
          )}
        />
      )}
      {isPupil && pupils.isSuccess && pupilOptions.length === 0 && <p className="text-sm text-gray-600">{t('add.noPupils')}</p>}
    </section>
  );
}
