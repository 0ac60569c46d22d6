import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { STAFF_ROLES, type User } from '@folio/shared';
import { useAppSelector } from '../../../app/hooks';
import { ResourcePage } from '../resource/ResourcePage';
import { StatusBadge } from '../resource/StatusBadge';
import { Avatar } from './Avatar';
import { RoleBadge } from './RoleBadge';
import { UserForm } from './UserForm';

/** Users (spec §2, §3): search by name or email, active filter, paging; each row opens the read-only view. */
export default function UsersPage() {
  const { t } = useTranslation(['users', 'admin']);
  const me = useAppSelector((s) => s.auth.user?.id);
  return (
    <ResourcePage<User>
      resource="users"
      text={t}
      describe={(u) => u.name}
      filters={[{ key: 'role', label: t('role'), options: STAFF_ROLES.map((r) => ({ value: r, label: t(`common:roles.${r}`) })) }]}
      // The server refuses deleting your own account; the button is not offered.
      canDelete={(u) => u.id !== me}
      // useResourceActions reads keys in the admin namespace; `users:` points at this screen's own text.
      errorKeys={{ submit: 'errors.submitForm', delete: 'users:deleteError' }}
      Form={UserForm}
      rowActions={(u) => (
        <Link to={`/admin/users/${u.id}`} className="rounded p-1.5 text-gray-600 hover:bg-gray-100" aria-label={t('admin:common.viewNamed', { name: u.name })} title={t('admin:common.viewNamed', { name: u.name })}>
          <Eye aria-hidden className="size-4" />
        </Link>
      )}
      columns={[
        {
          header: t('name'),
          cell: (u) => (
            <div className="flex items-center gap-3">
              <Avatar name={u.name} src={u.profile_picture} />
              <span className="font-medium text-gray-900">{u.name}</span>
            </div>
          ),
        },
        { header: t('email'), cell: (u) => <span dir="ltr" className="text-gray-700">{u.email}</span> },
        { header: t('role'), cell: (u) => <RoleBadge role={u.role} /> },
        { header: t('admin:common.status'), cell: (u) => <StatusBadge status={u.is_active ? 'active' : 'inactive'} /> },
      ]}
    />
  );
}
