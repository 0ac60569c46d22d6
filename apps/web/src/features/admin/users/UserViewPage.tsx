import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DetailItem } from '../resource/DetailItem';
import { StatusBadge } from '../resource/StatusBadge';
import { Avatar } from './Avatar';
import { RoleBadge } from './RoleBadge';
import { useUserQuery } from './api';

/** Spec §2 "User view": every field the API shows of one user, read-only, with a way back to the list. */
export default function UserViewPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['users', 'common']);
  // `currentData`: never one user under another's address while the next one loads.
  const { currentData: user, error } = useUserQuery(id);
  const loading = !user && !error;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  // gray-500 on white is 4.8:1 (WCAG 1.4.3); the lighter gray-400 was 2.6:1.
  const orNone = (value: string | null) => value || <span className="text-gray-500">{t('view.notProvided')}</span>;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <BackLink to="/admin/users" className="w-fit font-semibold">
        {t('view.back')}
      </BackLink>
      <section aria-labelledby="user-view-title" aria-busy={loading} className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
        {loading && (
          <p role="status" className="text-gray-500">
            {t('common:loading')}
          </p>
        )}
        {!user && error && (
          <p role="alert" className="rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
            {error.message}
          </p>
        )}
        {user && (
          <>
            <div className="flex flex-wrap items-center gap-4 border-b border-gray-200 pb-5">
              <Avatar name={user.name} src={user.profile_picture} size="large" />
              <div className="flex min-w-0 flex-col gap-1.5">
                <h1 id="user-view-title" className="text-2xl font-bold text-gray-900">
                  {user.name}
                </h1>
                <div className="flex flex-wrap gap-2">
                  <RoleBadge role={user.role} />
                  <StatusBadge status={user.is_active ? 'active' : 'inactive'} />
                </div>
              </div>
            </div>
            <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <DetailItem label={t('email')}>
                <span dir="ltr">{user.email}</span>
              </DetailItem>
              <DetailItem label={t('view.mobile')}>{user.mobile ? <span dir="ltr">{user.mobile}</span> : orNone(null)}</DetailItem>
              <DetailItem label={t('view.joined')}>
                <time dateTime={user.created_at}>{date.format(new Date(user.created_at))}</time>
              </DetailItem>
              <DetailItem label={t('view.address')}>{orNone(user.address)}</DetailItem>
              <DetailItem label={t('view.bio')} wide>
                <span className="whitespace-pre-line">{orNone(user.bio)}</span>
              </DetailItem>
            </dl>
          </>
        )}
        {!user && <h1 id="user-view-title" className="sr-only">{t('view.title')}</h1>}
      </section>
    </div>
  );
}
