import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { Publisher, PublisherBookAction } from '@folio/shared';
import { ResourcePage } from '../resource/ResourcePage';
import { StatusBadge } from '../resource/StatusBadge';
import { PublisherForm } from './PublisherForm';
import { DeleteChoice } from './DeleteChoice';

/** Publishers and their sign-in accounts (spec §2, §3, §6). */
export default function PublishersPage() {
  const { t } = useTranslation('publishers');
  const { t: tAdmin } = useTranslation('admin');
  const [books, setBooks] = useState<PublisherBookAction>('unlink');
  return (
    <ResourcePage<Publisher>
      resource="publishers"
      text={t}
      describe={(p) => p.name}
      wideForm
      errorKeys={{ submit: 'publishers:submitError', delete: 'publishers:deleteError' }}
      Form={PublisherForm}
      deleteOptions={{ render: (p) => <DeleteChoice publisher={p} value={books} onChange={setBooks} />, params: () => ({ books }) }}
      columns={[
        {
          header: t('fields.logo'),
          cell: (p) =>
            p.logo ? (
              <img src={p.logo} alt="" loading="lazy" width={40} height={40} className="size-10 rounded object-cover" />
            ) : (
              <span className="grid size-10 place-items-center rounded bg-gray-100 text-gray-400">
                <Building2 aria-hidden className="size-5" />
              </span>
            ),
        },
        {
          header: t('fields.name'),
          cell: (p) => (
            <div className="flex flex-col">
              <span className="font-medium text-gray-900">{p.name}</span>
              <span className="text-xs text-gray-600" dir="ltr">
                {p.email}
              </span>
            </div>
          ),
        },
        {
          header: t('fields.login_email'),
          cell: (p) => (p.login_email ? <span dir="ltr">{p.login_email}</span> : <span className="text-gray-500">{t('noAccount')}</span>),
        },
        { header: t('fields.mobile'), className: 'whitespace-nowrap', cell: (p) => <span dir="ltr">{p.mobile ?? p.office_mobile ?? '—'}</span> },
        { header: tAdmin('common.status'), cell: (p) => <StatusBadge status={p.status} /> },
      ]}
    />
  );
}
