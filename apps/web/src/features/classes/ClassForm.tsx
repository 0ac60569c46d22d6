import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CLASS_LIMITS, ClassCreateSchema, LANGUAGES, type ClassCreate, type ClassRecord } from '@folio/shared';
import { TextField } from '../../components/form/TextField';
import { SelectField } from '../../components/form/SelectField';
import { FormButtons } from '../../components/form/FormButtons';
import { Button } from '../../components/Button';
import { NATIVE_NAMES } from '../../app/i18n';
import { applyServerErrors } from '../auth/applyServerErrors';
import { useServerWords } from './messages';

const FIELDS = ['name', 'grade', 'language', 'school_sign_in'] as const;

export interface ClassValues {
  name: string;
  grade: string;
  language: ClassCreate['language'];
  school_sign_in: boolean;
}

const defaults = (initial: ClassRecord | null, language: string): ClassValues => ({
  name: initial?.name ?? '',
  grade: initial?.grade ?? '',
  language: initial?.language ?? ((LANGUAGES as readonly string[]).includes(language) ? (language as ClassValues['language']) : 'en'),
  school_sign_in: initial?.school_sign_in ?? false,
});

/**
 * A class's name, grade or age band, language and school sign-in: the New class dialog and the Settings tab. A new
 * class speaks the teacher's interface language unless they choose another. `onSave` rejects with the server's
 * refusal, whose field messages go under their fields.
 */
export function ClassForm({ initial, onSave, onCancel, submitLabel }: {
  initial: ClassRecord | null;
  onSave: (values: ClassCreate) => Promise<void>;
  onCancel?: () => void;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation('classes');
  const words = useServerWords();
  const hintId = useId();
  const { register, handleSubmit, setError, formState, reset } = useForm<ClassValues>({
    resolver: zodResolver(ClassCreateSchema) as never,
    defaultValues: defaults(initial, i18n.language),
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      // The settings stay on screen: what was saved is the form's new starting point.
      reset(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });
  const error = (message?: string) => (message ? words(message) : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t('form.name')} hint={t('form.nameHint')} maxLength={CLASS_LIMITS.nameMax} autoComplete="off" error={error(errors.name?.message)} {...register('name')} />
      <TextField label={t('form.grade')} hint={t('form.gradeHint')} maxLength={CLASS_LIMITS.gradeMax} autoComplete="off" error={error(errors.grade?.message)} {...register('grade')} />
      <SelectField
        label={t('form.language')}
        hint={t('form.languageHint')}
        error={error(errors.language?.message)}
        options={LANGUAGES.map((l) => ({ value: l, label: NATIVE_NAMES[l] }))}
        {...register('language')}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
          <input type="checkbox" className="size-4 rounded border-gray-300 text-primary-600 focus:ring-primary-200" aria-describedby={hintId} {...register('school_sign_in')} />
          {t('form.schoolSignIn')}
        </label>
        <p id={hintId} className="text-xs text-gray-600">
          {t('form.schoolSignInHint')}
        </p>
      </div>
      {onCancel ? (
        <FormButtons labels={{ cancel: t('cancel'), submit: submitLabel, submitting: t('saving') }} submitting={formState.isSubmitting} onCancel={onCancel} />
      ) : (
        <div className="flex justify-end">
          <Button type="submit" disabled={formState.isSubmitting || !formState.isDirty}>
            {formState.isSubmitting ? t('saving') : submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
