// The form that registers an LMS for LTI 1.3 launches, with what the LMS shows for the tool Folio is there.
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LtiPlatformInputSchema, type LtiPlatformInput } from '@folio/shared';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form/TextField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { applyServerErrors } from '../../auth/applyServerErrors';
import { fieldErrors } from '../../../http/client';
import { useRegisterLtiPlatformMutation } from './api';

/** The form's values: as the schema's, but the deployment IDs are one text (a line or a comma between them). */
type Values = Omit<LtiPlatformInput, 'deployment_ids'> & { deployment_ids: string };

const EMPTY: Values = { name: '', issuer: '', client_id: '', deployment_ids: '', auth_login_url: '', token_url: '', jwks_url: '' };
const FIELDS = ['name', 'issuer', 'client_id', 'deployment_ids', 'auth_login_url', 'token_url', 'jwks_url'] as const;
const ADDRESSES = [
  { name: 'issuer', label: 'issuer', hint: 'issuerHint', placeholder: 'https://moodle.school.example' },
  { name: 'auth_login_url', label: 'authLoginUrl', hint: 'authLoginUrlHint', placeholder: 'https://moodle.school.example/mod/lti/auth.php' },
  { name: 'token_url', label: 'tokenUrl', hint: 'tokenUrlHint', placeholder: 'https://moodle.school.example/mod/lti/token.php' },
  { name: 'jwks_url', label: 'jwksUrl', hint: 'jwksUrlHint', placeholder: 'https://moodle.school.example/mod/lti/certs.php' },
] as const;

/** The deployment IDs of the text: split at line breaks and commas, blanks left out. */
const deploymentIdsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((id) => id.trim())
    .filter(Boolean);

// The shared schema checks the values as the server will, once the text of deployment IDs is a list.
const schemaResolver = zodResolver(LtiPlatformInputSchema);
const resolver: Resolver<Values, unknown, LtiPlatformInput> = async (values, context, options) => {
  // The fields' options (their elements, for the focus on the first error) are the same but for the list's type.
  const fieldOptions = options as unknown as Parameters<typeof schemaResolver>[2];
  const checked = await schemaResolver({ ...values, deployment_ids: deploymentIdsOf(values.deployment_ids) }, context, fieldOptions);
  return checked as Awaited<ReturnType<Resolver<Values, unknown, LtiPlatformInput>>>;
};

/** Registers an LMS; the server's refusals go under their fields (an LMS registered already, under the client ID). */
export function LtiPlatformForm() {
  const { t } = useTranslation('admin');
  const [registerPlatform] = useRegisterLtiPlatformMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, LtiPlatformInput>({ resolver, defaultValues: EMPTY });
  const errors = formState.errors;
  // The server's refusal of the list as it words it; the schema's own words about a list say nothing to a reader.
  const listError = errors.deployment_ids;
  const deploymentError = listError && (listError.type === 'server' ? listError.message : t('lti.form.deploymentIdsInvalid'));

  const submit = handleSubmit(async (values) => {
    const { error } = await registerPlatform(values);
    if (!error) {
      reset(EMPTY);
      return;
    }
    applyServerErrors(error, setError, FIELDS);
    const refusedId = Object.entries(fieldErrors(error)).find(([field]) => field.startsWith('deployment_ids.'));
    if (refusedId?.[1][0]) setError('deployment_ids', { type: 'server', message: refusedId[1][0] });
  });

  return (
    <section aria-labelledby="lti-form-title" className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h2 id="lti-form-title" className="text-lg font-semibold text-gray-900">
        {t('lti.form.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('lti.form.intro')}</p>
      <form onSubmit={submit} noValidate aria-labelledby="lti-form-title" className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField label={t('lti.form.name')} hint={t('lti.form.nameHint')} dir="auto" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField label={t('lti.form.clientId')} dir="ltr" autoComplete="off" error={errors.client_id?.message} {...register('client_id')} />
        {ADDRESSES.map(({ name, label, hint, placeholder }) => (
          <TextField
            key={name}
            type="url"
            dir="ltr"
            autoComplete="off"
            placeholder={placeholder}
            label={t(`lti.form.${label}`)}
            hint={t(`lti.form.${hint}`)}
            error={(errors[name] as FieldError | undefined)?.message}
            {...register(name)}
          />
        ))}
        <TextAreaField
          className="md:col-span-2"
          rows={3}
          dir="ltr"
          label={t('lti.form.deploymentIds')}
          hint={t('lti.form.deploymentIdsHint')}
          error={deploymentError || undefined}
          {...register('deployment_ids')}
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('lti.form.submitting') : t('lti.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
