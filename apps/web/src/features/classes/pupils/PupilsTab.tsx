import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRecord, ClassStudent } from '@folio/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useStudentsQuery } from '../api';
import { useDates } from '../format';
import { Empty, Panel, Table, rowHead, td, th } from '../ui';
import { PupilMenu, type PupilAction } from './PupilMenu';
import { AddPupils } from './AddPupils';
import { ExportPupilDialog } from './ExportPupilDialog';
import { RetentionNotice } from './RetentionNotice';
import { MovePupilDialog, RemovePupilDialog, RenamePupilDialog, ResetSecretDialog } from './PupilDialogs';

type Acting = { kind: PupilAction; pupil: ClassStudent } | null;

/**
 * The class's pupils: who they are and when they last signed in, the things a teacher does to one (their data's
 * download among them), and adding more; above, the pupils whose accounts will be deleted for lack of use.
 */
export function PupilsTab({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const dates = useDates();
  const pupils = useStudentsQuery(record.id);
  const [acting, setActing] = useState<Acting>(null);
  const close = () => setActing(null);
  const rows = pupils.data ?? [];
  const lastSignIn = (pupil: ClassStudent) => (pupil.last_sign_in_at ? dates.moment(pupil.last_sign_in_at) : t('never'));

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <RetentionNotice record={record} className="lg:col-span-2" />
      <Panel title={t('pupils.title')} intro={t('pupils.intro')}>
        <ErrorBanner message={pupils.error ? t('loadFailed') : null} />
        {pupils.isLoading ? (
          <p className="text-sm text-gray-600">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <Empty>{t('pupils.empty')}</Empty>
        ) : (
          <Table
            caption={t('pupils.title')}
            head={
              <tr>
                <th scope="col" className={th}>
                  {t('pupils.name')}
                </th>
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  {t('pupils.lastSignIn')}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            }
          >
            {rows.map((pupil) => (
              <tr key={pupil.id}>
                <th scope="row" className={rowHead}>
                  <bdi>{pupil.name}</bdi>
                  {/* On a phone the sign-in goes under the name rather than into a column of its own. */}
                  <span className="block text-xs font-normal text-gray-600 sm:hidden">{t('pupils.lastSignInShort', { when: lastSignIn(pupil) })}</span>
                </th>
                <td className={`${td} hidden whitespace-nowrap text-gray-700 sm:table-cell`}>{lastSignIn(pupil)}</td>
                <td className={`${td} w-px`}>
                  <PupilMenu pupil={pupil} onChoose={(kind) => setActing({ kind, pupil })} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      <Panel title={t('add.title')} intro={t('add.intro')}>
        <AddPupils record={record} />
      </Panel>
      <RenamePupilDialog record={record} pupil={acting?.kind === 'rename' ? acting.pupil : null} onClose={close} />
      <ResetSecretDialog record={record} pupil={acting?.kind === 'secret' ? acting.pupil : null} onClose={close} />
      <MovePupilDialog record={record} pupil={acting?.kind === 'move' ? acting.pupil : null} onClose={close} />
      <ExportPupilDialog record={record} pupil={acting?.kind === 'export' ? acting.pupil : null} onClose={close} />
      <RemovePupilDialog record={record} pupil={acting?.kind === 'remove' ? acting.pupil : null} onClose={close} />
    </div>
  );
}
