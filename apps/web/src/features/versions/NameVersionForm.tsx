import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VERSION_NAME_MAX, type VersionCreate } from '@folio/shared';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { lazyZodResolver } from '../../components/form/lazyZodResolver';
import { showToast } from '../../components/showToast';
import { errorMessage, fieldErrors } from '../../http/client';
import { applyServerErrors } from '../auth/applyServerErrors';
import { useMakeBookVersionMutation } from './api';

const { resolver, preload } = lazyZodResolver<VersionCreate>(() => import('@folio/shared').then((m) => m.VersionCreateSchema));

/** 'Name this version': keeps the pages as they are now under a name ('Sent to the printer'). */
export function NameVersionForm({ bookId }: { bookId: string }) {
  const { t } = useTranslation('versions');
  const [make] = useMakeBookVersionMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<VersionCreate>({ resolver, defaultValues: { name: '' } });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await make({ bookId, name }).unwrap();
      showToast('success', t('name.saved'));
      reset({ name: '' });
    } catch (error) {
      // A refused name goes under the field; any other failure (the connection, a share taken away) is said aloud.
      if (Object.keys(fieldErrors(error)).length) applyServerErrors(error, setError, ['name']);
      else showToast('error', errorMessage(error, t('name.failed')));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <TextField
        className="min-w-48 flex-1"
        label={t('name.label')}
        placeholder={t('name.placeholder')}
        maxLength={VERSION_NAME_MAX}
        autoComplete="off"
        error={formState.errors.name?.message}
        onFocus={preload}
        {...register('name')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('name.saving') : t('name.submit')}
      </Button>
    </form>
  );
}
