import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { BackLink } from '../../components/BackLink';
import { ErrorBanner } from '../../components/ErrorBanner';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useAddressState, type AddressCodec } from '../../http/useAddressState';
import { errorStatus } from '../../http/client';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import NotFoundPage from '../errors/NotFoundPage';
import { useClassRecordQuery } from './api';
import { JoinCodeText } from './JoinCodeText';
import { PupilsTab } from './pupils/PupilsTab';
import { LibraryTab } from './library/LibraryTab';
import { PupilBooksTab } from './books/PupilBooksTab';
import { DashboardTab } from './DashboardTab';
import { SettingsTab } from './settings/SettingsTab';
import { AuditTab } from './AuditTab';
import { tabPanelClass } from './ui';

const TABS = ['pupils', 'library', 'books', 'dashboard', 'settings', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** The open tab lives in the address (`?tab=library`): a reload, a shared link and Back keep it. */
const tabCodec: AddressCodec<Tab> = {
  keys: ['tab'],
  read: (params) => {
    const tab = params.get('tab');
    return (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'pupils';
  },
  write: (tab) => ({ tab: tab === 'pupils' ? undefined : tab }),
};

/** A class, tab by tab (Radix tabs: arrow keys move between them, in the reading direction). */
export default function ClassPage() {
  const { t, i18n } = useTranslation('classes');
  const id = useParams().id!;
  const record = useClassRecordQuery(id);
  const [tab, setTab] = useAddressState(tabCodec);
  const choose = useCallback((next: string) => setTab(() => next as Tab), [setTab]);
  const c = record.data;
  useDocumentTitle(c ? `${c.name} · ${t('title')}` : t('title'));

  if (record.isLoading) return <FullScreenSpinner label={t('loading')} />;
  if (errorStatus(record.error) === 404) return <NotFoundPage inDashboard />;
  if (!c) return <ErrorBanner message={t('loadFailed')} />;

  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="mx-auto flex max-w-6xl min-w-0 flex-col gap-4">
      <BackLink to="/classes">{t('backToClasses')}</BackLink>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-gray-900">
            <bdi>{c.name}</bdi>
          </h1>
          <p className="mt-1 flex flex-wrap gap-x-2 gap-y-1 text-sm text-gray-600">
            {c.grade && (
              <>
                <bdi>{c.grade}</bdi>
                <span aria-hidden>·</span>
              </>
            )}
            <span>{t('pupilCount', { count: c.student_count, formatted: number.format(c.student_count) })}</span>
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-gray-700">
          {t('joinCode')}: <JoinCodeText code={c.join_code} open={c.join_open} />
        </p>
      </header>
      <Tabs.Root value={tab} onValueChange={choose} className="flex flex-col gap-4">
        <Tabs.List aria-label={t('tabs.label')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0">
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className={clsx(
                '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-700 hover:text-gray-900',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                'data-[state=active]:border-primary-600 data-[state=active]:font-semibold data-[state=active]:text-primary-700',
              )}
            >
              {t(`tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="pupils" className={tabPanelClass}>
          <PupilsTab record={c} />
        </Tabs.Content>
        <Tabs.Content value="library" className={tabPanelClass}>
          <LibraryTab record={c} />
        </Tabs.Content>
        <Tabs.Content value="books" className={tabPanelClass}>
          <PupilBooksTab record={c} />
        </Tabs.Content>
        <Tabs.Content value="dashboard" className={tabPanelClass}>
          <DashboardTab record={c} />
        </Tabs.Content>
        <Tabs.Content value="settings" className={tabPanelClass}>
          <SettingsTab record={c} />
        </Tabs.Content>
        <Tabs.Content value="audit" className={tabPanelClass}>
          <AuditTab record={c} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
