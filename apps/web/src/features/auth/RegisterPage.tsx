import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { mayBeUnderConsentAge, PRIVACY_MESSAGES, type RegisterInput } from '@folio/shared';
import { Button } from '../../components/Button';
import { MessagePage } from '../../components/MessagePage';
import { api, errorMessage, errorStatus, fieldErrors } from '../../http/client';
import { FieldError, TextField } from '../../components/form/TextField';
import { lazyZodResolver } from '../../components/form/lazyZodResolver';
import { applyServerErrors } from './applyServerErrors';
import { AuthCard } from './AuthCard';
import { useAuthSubmit } from './useAuthSubmit';

/** The form's checks (the shared schema), loaded on the form's first focus rather than with the page. */
const validation = lazyZodResolver(() => import('./schemas').then((m) => m.RegisterSchema));

/** The age screen's messages (PRIVACY_MESSAGES), said from this page's own texts: `register.errors.<key>`. */
const AGE_SCREEN_MESSAGES = ['birthYearRequired', 'birthYearInvalid', 'parentEmailRequired', 'parentEmailOwn'] as const;
const ageScreenKey = (message: string | undefined) => AGE_SCREEN_MESSAGES.find((key) => PRIVACY_MESSAGES[key] === message);

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  // A new reader starts among the books (the dashboard would greet them with "Welcome back" and nothing in it).
  const { send, linkTo } = useAuthSubmit('/auth/register', '/ebooks');
  const { register, handleSubmit, setError, formState, control } = useForm<RegisterInput>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', password: '', accept_terms: false },
  });
  const [consentAsked, setConsentAsked] = useState(false);
  const [consentProblem, setConsentProblem] = useState<string | null>(null);
  // The parent's field shows only for a year that may be under the consent age; the question itself names no age.
  const birthYear = useWatch({ control, name: 'birth_year' });
  const needsParent = Number.isInteger(birthYear) && birthYear >= 1900 && mayBeUnderConsentAge(birthYear);

  const onSubmit = handleSubmit(async (values) => {
    setConsentProblem(null);
    try {
      if (needsParent) {
        // No account yet: the server e-mails the parent a link (202), and this page says so.
        await api.post('/auth/register', values, { skipAuthRedirect: true, notify: false });
        setConsentAsked(true);
      } else await send({ ...values, parent_email: undefined });
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'email', 'password', 'accept_terms', 'birth_year', 'parent_email']);
      // The parent's request toasts nothing (its answer is this page's): a refusal that names no field is said here.
      if (needsParent && Object.keys(fieldErrors(error)).length === 0) {
        setConsentProblem(errorStatus(error) === 503 ? t('register.errors.mailUnavailable') : errorMessage(error, t('register.errors.consentFailed')));
      }
    }
  });
  const termsError = formState.errors.accept_terms?.message;
  const ageError = (message: string | undefined) => {
    const key = ageScreenKey(message);
    return key ? t(`register.errors.${key}`) : message;
  };

  if (consentAsked) return <MessagePage icon={MailCheck} iconClassName="text-primary-600" title={t('register.consentSentTitle')} message={t('register.errors.consentSent')} to="/" action={t('register.home')} />;

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
        <TextField
          label={t('register.birthYear')}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          className="max-w-40"
          error={ageError(formState.errors.birth_year?.message)}
          {...register('birth_year', { setValueAs: (typed: string) => (typed.trim() === '' ? undefined : Number(typed)) })}
        />
        {needsParent && (
          <TextField
            label={t('register.parentEmail')}
            type="email"
            autoComplete="off"
            hint={t('register.parentEmailHint')}
            error={ageError(formState.errors.parent_email?.message)}
            {...register('parent_email', { shouldUnregister: true })}
          />
        )}
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
        {consentProblem && (
          <p role="alert" className="text-sm text-danger-700">
            {consentProblem}
          </p>
        )}
        <Button type="submit" disabled={formState.isSubmitting} className="mt-2 w-full">
          {formState.isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
