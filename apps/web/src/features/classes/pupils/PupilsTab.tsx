import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft, KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { ClassRecord, ClassStudent } from '@folio/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useStudentsQuery } from '../api';
import { useDates } from '../format';
import { Empty, Panel, RowAction, Table, rowHead, td, th } from '../ui';
import { AddPupils } from './AddPupils';
import { MovePupilDialog, RemovePupilDialog, RenamePupilDialog, ResetSecretDialog } from './PupilDialogs';

type Acting = { kind: 'rename' | 'secret' | 'move' | 'remove'; pupil: ClassStudent } | null;

/** The class's pupils: who they are and when they last signed in, the four things a teacher does to one, and adding more. */
export function PupilsTab({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const dates = useDates();
  const pupils = useStudentsQuery(record.id);
  const [acting, setActing] = useState<Acting>(null);
  const close = () => setActing(null);
  const rows = pupils.data ?? [];

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
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
                <th scope="col" className={th}>
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
                </th>
                <td className={`${td} whitespace-nowrap text-gray-700`}>{pupil.last_sign_in_at ? dates.moment(pupil.last_sign_in_at) : <span className="text-gray-500">{t('never')}</span>}</td>
                <td className={`${td} w-px`}>
                  <div className="flex items-center justify-end gap-0.5">
                    <RowAction label={t('pupils.rename', { name: pupil.name })} icon={Pencil} onClick={() => setActing({ kind: 'rename', pupil })} />
                    <RowAction label={t('pupils.resetSecret', { name: pupil.name })} icon={KeyRound} onClick={() => setActing({ kind: 'secret', pupil })} />
                    <RowAction label={t('pupils.move', { name: pupil.name })} icon={ArrowRightLeft} onClick={() => setActing({ kind: 'move', pupil })} />
                    <RowAction label={t('pupils.remove', { name: pupil.name })} icon={Trash2} onClick={() => setActing({ kind: 'remove', pupil })} danger />
                  </div>
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
      <RemovePupilDialog record={record} pupil={acting?.kind === 'remove' ? acting.pupil : null} onClose={close} />
    </div>
  );
}
