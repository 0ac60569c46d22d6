import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { RegisterInput } from '@folio/shared';
import { Button } from '../../components/Button';
import { FieldError, TextField } from '../../components/form/TextField';
import { lazyZodResolver } from '../../components/form/lazyZodResolver';
import { applyServerErrors } from './applyServerErrors';
import { AuthCard } from './AuthCard';
import { useAuthSubmit } from './useAuthSubmit';

/** The form's checks (the shared schema), loaded on the form's first focus rather than with the page. */
const validation = lazyZodResolver(() => import('./schemas').then((m) => m.RegisterSchema));

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  // A new reader starts among the books (the dashboard would greet them with "Welcome back" and nothing in it).
  const { send, linkTo } = useAuthSubmit('/auth/register', '/ebooks');
  const { register, handleSubmit, setError, formState } = useForm<RegisterInput>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', password: '', accept_terms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'email', 'password', 'accept_terms']);
    }
  });
  const termsError = formState.errors.accept_terms?.message;

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} other={{ i18nKey: 'register.haveAccount', to: linkTo('/login') }}>
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="flex flex-col gap-4">
        <TextField label={t('fields.name')} autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-2 text-xs text-gray-500">{t('register.passwordHint')}</p>
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 rounded border-gray-300 text-primary-600 focus:ring-primary-200"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'accept-terms-error' : undefined}
              {...register('accept_terms')}
            />
            <span>
              <Trans
                t={t}
                i18nKey="register.acceptTerms"
                components={{
                  terms: <Link to="/pages/terms" target="_blank" className="font-medium text-primary-700 underline" />,
                  privacy: <Link to="/pages/privacy" target="_blank" className="font-medium text-primary-700 underline" />,
                }}
              />
            </span>
          </label>
          {termsError && <FieldError id="accept-terms-error" message={termsError} />}
        </div>
        <Button type="submit" disabled={formState.isSubmitting} className="mt-2 w-full">
          {formState.isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
