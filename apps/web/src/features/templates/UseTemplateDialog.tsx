import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/Modal';
import { FormButtons } from '../../components/form/FormButtons';
import { TextField } from '../../components/form/TextField';
import { applyServerErrors } from '../auth/applyServerErrors';
import { TemplateUseSchema, type Template, type TemplateUse } from '@folio/shared';
import { useBookFromTemplateMutation } from './api';

/**
 * Starts a book from a template: asks for the book's title, creates it (the server copies the pages) and
 * opens the new book. The API client toasts the server's message either way.
 */
export function UseTemplateDialog({ template, onClose }: { template: Pick<Template, 'id' | 'name'> | null; onClose: () => void }) {
  const { t } = useTranslation('templates');
  return (
    <Modal open={template !== null} onOpenChange={(open) => !open && onClose()} title={t('use.title')} description={template ? t('use.description', { name: template.name }) : undefined}>
      {template && <UseForm templateId={template.id} onCancel={onClose} />}
    </Modal>
  );
}

function UseForm({ templateId, onCancel }: { templateId: string; onCancel: () => void }) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const [bookFromTemplate] = useBookFromTemplateMutation();
  const { register, handleSubmit, setError, formState } = useForm<TemplateUse>({ resolver: zodResolver(TemplateUseSchema), defaultValues: { title: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      const bookId = await bookFromTemplate({ id: templateId, values }).unwrap();
      navigate(`/admin/ebooks/${bookId}`);
    } catch (error) {
      applyServerErrors(error, setError, ['title']);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t('use.bookTitle')} autoFocus error={formState.errors.title?.message} {...register('title')} />
      <FormButtons labels={{ cancel: t('actions.cancel'), submit: t('use.create'), submitting: t('use.creating') }} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
