import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserMinus } from 'lucide-react';
import { COLLABORATOR_ROLES, type Collaborator, type CollaboratorRole } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconButton } from '../../components/IconButton';
import { controlClass } from '../../components/form/Field';
import { useBooksHome } from '../auth/booksHome';
import { useBookCollaboratorsQuery, useChangeCollaboratorRoleMutation, useRemoveCollaboratorMutation } from './api';
import { useSharingNotice } from './messages';

/** The book's owner, then the people it is shared with: their roles changed and people removed by whoever may share; anyone may leave. */
export function PeopleList({ bookId, mayShare }: { bookId: string; mayShare: boolean }) {
  const { t } = useTranslation('sharing');
  const myId = useAppSelector((s) => s.auth.user?.id);
  const navigate = useNavigate();
  const home = useBooksHome();
  const { run: notice } = useSharingNotice();
  const people = useBookCollaboratorsQuery(bookId);
  const [changeRole] = useChangeCollaboratorRoleMutation();
  const [remove, { isLoading: removing }] = useRemoveCollaboratorMutation();
  const [leaving, setLeaving] = useState<Collaborator | null>(null);

  if (people.isLoading) return <p className="text-sm text-gray-600">{t('people.loading')}</p>;
  if (!people.data) return <p role="alert" className="text-sm text-danger-700">{t('people.failed')}</p>;
  const { owner, data: collaborators } = people.data;
  const isMe = (p: Collaborator) => p.user_id === myId;

  const confirmRemove = async () => {
    if (!leaving || !(await notice(remove({ bookId, userId: leaving.user_id }).unwrap()))) return;
    setLeaving(null);
    // Who left a book no longer opens it: back to their books.
    if (isMe(leaving)) await navigate(home, { replace: true });
  };

  return (
    <section aria-labelledby="share-people">
      <h3 id="share-people" className="text-sm font-semibold text-gray-900">
        {t('people.title')}
      </h3>
      <ul className="mt-1 flex flex-col divide-y divide-gray-100">
        {owner && (
          <li className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="font-medium text-gray-900" dir="auto">
              {owner.name}
            </span>
            <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-700">{t('people.owner')}</span>
          </li>
        )}
        {collaborators.map((p) => (
          <li key={p.user_id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
            <span className="flex min-w-0 flex-1 basis-40 flex-col">
              <span className="font-medium text-gray-900">
                <span dir="auto">{p.name}</span>
                {isMe(p) && <span className="ms-1 text-xs font-normal text-gray-600">{t('people.you')}</span>}
              </span>
              {p.email && (
                <span className="truncate text-xs text-gray-600" dir="ltr">
                  {p.email}
                </span>
              )}
            </span>
            {mayShare ? (
              <select
                aria-label={t('people.role', { name: p.name })}
                className={`${controlClass()} w-auto`}
                value={p.role}
                onChange={(e) => void notice(changeRole({ bookId, userId: p.user_id, role: e.target.value as CollaboratorRole }).unwrap())}
              >
                {COLLABORATOR_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            ) : (
              <span className="text-gray-700">{t(`roles.${p.role}`)}</span>
            )}
            {(mayShare || isMe(p)) && (
              <IconButton
                label={isMe(p) ? t('people.leave') : t('people.remove', { name: p.name })}
                onClick={() => setLeaving(p)}
                className="rounded p-2 text-danger-700 hover:bg-danger-200/40 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <UserMinus aria-hidden className="size-4" />
              </IconButton>
            )}
          </li>
        ))}
      </ul>
      {collaborators.length === 0 && <p className="rounded-lg border border-dashed border-gray-300 px-4 py-4 text-center text-sm text-gray-600">{t('people.empty')}</p>}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={leaving && isMe(leaving) ? t('leave.title') : t('remove.title', { name: leaving?.name ?? '' })}
        description={leaving && isMe(leaving) ? t('leave.body') : t('remove.body')}
        confirmLabel={leaving && isMe(leaving) ? t('leave.confirm') : t('remove.confirm')}
        onConfirm={() => void confirmRemove()}
        busy={removing}
      />
    </section>
  );
}
