import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { EbookSaveAsTemplateSchema, type Ebook, type EbookSaveAsTemplate } from '@folio/shared';
import { Modal } from '../../components/Modal';
import { FormButtons } from '../../components/form/FormButtons';
import { TextField } from '../../components/form/TextField';
import { errorMessage } from '../../http/client';
import { applyServerErrors } from '../auth/applyServerErrors';
import { useSaveAsTemplateMutation } from './api';
import { useSavedTemplateAudience } from './audience';

/**
 * Saves a copy of a book's pages as a template of the user's own. Before saving it says who will see the
 * template (only the user, until it is shared with everyone), and the toast after saving says it again.
 */
export function SaveAsTemplateDialog({ book, onClose }: { book: Pick<Ebook, 'id' | 'title'> | null; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const audience = useSavedTemplateAudience();
  return (
    <Modal open={book !== null} onOpenChange={(open) => !open && onClose()} title={t('saveAs.title')} description={audience}>
      {book && <SaveForm book={book} audience={audience} onDone={onClose} />}
    </Modal>
  );
}

function SaveForm({ book, audience, onDone }: { book: Pick<Ebook, 'id' | 'title'>; audience: string; onDone: () => void }) {
  const { t } = useTranslation('templates');
  const [saveAsTemplate] = useSaveAsTemplateMutation();
  const { register, handleSubmit, setError, formState } = useForm<EbookSaveAsTemplate>({
    resolver: zodResolver(EbookSaveAsTemplateSchema),
    defaultValues: { name: book.title },
  });
  const submit = handleSubmit(async (values) => {
    try {
      // The toast words the success in the user's language, with who will see the template.
      const name = await saveAsTemplate({ ebookId: book.id, values }).unwrap();
      toast.success(`${t('saveAs.saved', { name })} ${audience}`);
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, ['name']);
      toast.error(errorMessage(error, t('saveAs.failed')));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t('saveAs.name')} autoFocus error={formState.errors.name?.message} {...register('name')} />
      <FormButtons labels={{ cancel: t('actions.cancel'), submit: t('saveAs.save'), submitting: t('saveAs.saving') }} submitting={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
