import { useTranslation } from 'react-i18next';
import type { Author } from '@folio/shared';
import { ResourcePage } from '../resource/ResourcePage';
import { StatusBadge } from '../resource/StatusBadge';
import { AuthorForm } from './AuthorForm';

/** Authors (spec §2, §3): list with search, status filter and paging; create and edit in a dialog. */
export default function AuthorsPage() {
  const { t } = useTranslation(['authors', 'admin']);
  return (
    <ResourcePage<Author>
      resource="authors"
      text={t}
      describe={(a) => a.name}
      errorKeys={{ submit: 'errors.submitForm' }}
      Form={AuthorForm}
      columns={[
        {
          header: t('photo'),
          cell: (a) => <img src={a.photo} alt="" loading="lazy" width={40} height={40} className="size-10 rounded-full object-cover" />,
        },
        { header: t('name'), cell: (a) => <span className="font-medium text-gray-900">{a.name}</span> },
        { header: t('bio'), cell: (a) => <p className="line-clamp-2 max-w-md text-gray-600">{a.bio}</p> },
        { header: t('admin:common.status'), cell: (a) => <StatusBadge status={a.status} /> },
      ]}
    />
  );
}
