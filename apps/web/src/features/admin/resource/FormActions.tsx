import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../components/form/FormButtons';

/** Cancel and save, at the end of every resource form; save waits for uploads and for the server. */
export function FormActions({ submitting, disabled = false, onCancel }: { submitting: boolean; disabled?: boolean; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return <FormButtons className="mt-2" labels={{ cancel: t('common.cancel'), submit: t('common.save'), submitting: t('common.saving') }} submitting={submitting} disabled={disabled} onCancel={onCancel} />;
}
