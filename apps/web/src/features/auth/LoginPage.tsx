import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '@folio/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { lazyZodResolver } from '../../components/form/lazyZodResolver';
import { applyServerErrors } from './applyServerErrors';
import { AuthCard } from './AuthCard';
import { OidcSignInButton, OidcSignInError } from './OidcSignIn';
import { useAuthSubmit } from './useAuthSubmit';

/** The form's checks (the shared schema), loaded on the form's first focus rather than with the page. */
const validation = lazyZodResolver(() => import('./schemas').then((m) => m.LoginSchema));

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { send, linkTo } = useAuthSubmit('/auth/login');
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({ resolver: validation.resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} other={{ i18nKey: 'login.noAccount', to: linkTo('/register') }}>
      <OidcSignInError />
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="flex flex-col gap-4">
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
        <Button type="submit" disabled={formState.isSubmitting} className="mt-2 w-full">
          {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <OidcSignInButton />
      {/* Pupils have no e-mail address: they sign in with their class's code, their name and their pictures. */}
      <Link to="/join" className={buttonClass('secondary', 'mt-4 w-full text-center')}>
        {t('login.pupil')}
      </Link>
    </AuthCard>
  );
}
