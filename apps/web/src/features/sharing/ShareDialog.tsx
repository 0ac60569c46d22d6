import { useTranslation } from 'react-i18next';
import { COLLABORATOR_ROLES, type Ebook } from '@folio/shared';
import { Modal } from '../../components/Modal';
import { AddPeople } from './AddPeople';
import { PeopleList } from './PeopleList';

/** What each role may do, as the dialog explains it. */
function RoleGuide() {
  const { t } = useTranslation('sharing');
  return (
    <section aria-labelledby="share-roles" className="mb-4 rounded-lg bg-gray-50 p-3 text-sm">
      <h3 id="share-roles" className="font-semibold text-gray-900">
        {t('roles.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {COLLABORATOR_ROLES.map((role) => (
          <div key={role} className="contents">
            <dt className="font-medium text-gray-800">{t(`roles.${role}`)}</dt>
            <dd className="text-gray-600">{t(`roles.${role}Help`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Who the book is shared with: the people and their roles, which the owner and admins change (and add people), and
 * which the others read, each free to leave.
 */
export function ShareDialog({ book, open, onOpenChange }: { book: Ebook; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('sharing');
  const mayShare = book.abilities.share;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title', { title: book.title })} description={t(mayShare ? 'intro' : 'introReadOnly')}>
      <RoleGuide />
      <PeopleList bookId={book.id} mayShare={mayShare} />
      {mayShare && <AddPeople bookId={book.id} />}
    </Modal>
  );
}
