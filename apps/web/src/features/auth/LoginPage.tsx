import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { AuthResponse, LoginInput } from '@folio/shared';
import { api } from '../../http/client';
import { safeRedirect } from '../../app/navigation';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { lazyZodResolver } from '../../components/form/lazyZodResolver';
import { applyServerErrors } from './applyServerErrors';
import { AuthCard } from './AuthCard';
import { useStartSession } from './session';

/** The form's checks (the shared schema), loaded on the form's first focus rather than with the page. */
const validation = lazyZodResolver(() => import('./schemas').then((m) => m.LoginSchema));

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({ resolver: validation.resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // A wrong password is this form's business: no redirect to the login page it is already on.
      const { data } = await api.post<AuthResponse>('/auth/login', values, { skipAuthRedirect: true });
      await startSession(data);
      navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  });

  const registerLink = redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<Trans t={t} i18nKey="login.noAccount" components={{ action: <Link to={registerLink} className="font-semibold text-primary-700 hover:underline" /> }} />}
    >
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="flex flex-col gap-4">
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
        <Button type="submit" disabled={formState.isSubmitting} className="mt-2 w-full">
          {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
