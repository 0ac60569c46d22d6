import { useTranslation } from 'react-i18next';
import type { ClassCreate, ClassRecord } from '@folio/shared';
import { useUpdateClassMutation } from '../api';
import { ClassForm } from '../ClassForm';
import { useClassNotice } from '../messages';
import { Panel } from '../ui';
import { JoinPanel } from './JoinPanel';
import { OwnerPanel } from './OwnerPanel';
import { TeachersPanel } from './TeachersPanel';

/** The class's details, how pupils join, who teaches it, and (its owner's) handing it over or deleting it. */
export function SettingsTab({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const [update] = useUpdateClassMutation();
  const save = async (values: ClassCreate) => {
    try {
      notice.done((await update({ id: record.id, values }).unwrap()).message);
    } catch (error) {
      notice.failed(error);
      throw error;
    }
  };
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <JoinPanel record={record} className="lg:col-span-2" />
      <Panel title={t('settings.title')}>
        <ClassForm key={record.id} initial={record} onSave={save} submitLabel={t('save')} />
      </Panel>
      <TeachersPanel record={record} />
      {record.abilities.own && <OwnerPanel record={record} />}
    </div>
  );
}
