import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Template } from '@folio/shared';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { errorMessage } from '../../../http/client';
import { useAppSelector } from '../../../app/hooks';
import { useShareTemplateMutation } from '../../templates/api';

/**
 * Asks an admin before sharing a template with everyone or making it private again, saying who will see it
 * afterwards. A refusal (a template of a paid, unapproved or deleted book) stays in the dialog to be read.
 */
export function ShareTemplateDialog({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const me = useAppSelector((s) => s.auth.user?.id);
  // Who will see it afterwards: everyone, or whoever sees a private template (its owner, and admins).
  const whoWillSee = (tpl: Template) => {
    if (!tpl.shared) return t('sharing.shareDescription');
    if (tpl.owner?.id === me) return t('sharing.unshareYou');
    return tpl.owner ? t('sharing.unshareOwner', { name: tpl.owner.name }) : t('sharing.unshareNoOwner');
  };
  return (
    <Modal
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title={template ? t(template.shared ? 'sharing.unshareTitle' : 'sharing.shareTitle', { name: template.name }) : ''}
      description={template ? whoWillSee(template) : undefined}
    >
      {template && <ShareConfirm template={template} onClose={onClose} />}
    </Modal>
  );
}

function ShareConfirm({ template, onClose }: { template: Template; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const [shareTemplate, { isLoading: busy }] = useShareTemplateMutation();
  const [refusal, setRefusal] = useState<string>();
  const share = !template.shared;

  const confirm = async () => {
    setRefusal(undefined);
    // The toast speaks the user's language; a refusal shows in the dialog. The lists read themselves again.
    const { error } = await shareTemplate({ id: template.id, shared: share });
    if (error) {
      setRefusal(errorMessage(error, t('sharing.failed')));
      return;
    }
    toast.success(t(share ? 'sharing.sharedToast' : 'sharing.unsharedToast', { name: template.name }));
    onClose();
  };

  return (
    <div className="flex flex-col gap-4">
      {refusal && (
        <p role="alert" className="rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
          {refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          {share ? t('sharing.confirmShare') : t('sharing.confirmUnshare')}
        </Button>
      </div>
    </div>
  );
}
