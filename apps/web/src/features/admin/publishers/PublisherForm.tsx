import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PUBLISHER_DOCUMENT_FIELDS, PublisherCreateSchema, PublisherUpdateSchema, STATUSES, type Publisher, type PublisherDocumentField, type PublisherUpdate as Values } from '@folio/shared';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { ImageFieldControl } from '../../../components/form/ImageFieldControl';
import { DocumentField } from '../../../components/form/DocumentField';
import { controlClass, Field } from '../../../components/form/Field';
import { applyServerErrors } from '../../auth/applyServerErrors';
import type { ResourceFormProps } from '../resource/ResourcePage';
import { FormActions } from '../resource/FormActions';

type TextName = 'name' | 'email' | 'mobile' | 'nid' | 'trade_license_number' | 'etin' | 'vat_number' | 'office_mobile' | 'office_phone' | 'office_email';
type AddressName = 'present_address' | 'permanent_address' | 'office_present_address' | 'office_permanent_address';
type ImageName = 'proprietor_photo' | 'logo';

const TEXTS: TextName[] = ['name', 'email', 'mobile', 'nid', 'trade_license_number', 'etin', 'vat_number', 'office_mobile', 'office_phone', 'office_email'];
const ADDRESSES: AddressName[] = ['present_address', 'permanent_address', 'office_present_address', 'office_permanent_address'];
const IMAGES: ImageName[] = ['proprietor_photo', 'logo'];
const FIELDS = [...TEXTS, ...ADDRESSES, ...IMAGES, ...PUBLISHER_DOCUMENT_FIELDS, 'status', 'login_email', 'password', 'confirm_password'] as const;

const defaults = (p: Publisher | null): Values => ({
  ...(Object.fromEntries([...TEXTS, ...ADDRESSES].map((f) => [f, p?.[f] ?? ''])) as Record<TextName | AddressName, string>),
  ...(Object.fromEntries([...IMAGES, ...PUBLISHER_DOCUMENT_FIELDS].map((f) => [f, p?.[f] ?? null])) as Record<ImageName | PublisherDocumentField, string | null>),
  status: p?.status ?? 'active',
  login_email: p?.login_email ?? '',
  password: '',
  confirm_password: '',
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The publisher's profile (spec §3) in sections, and its sign-in: creating one creates its account; on edit
 * a blank password keeps the current one.
 */
export function PublisherForm({ initial, onSave, onCancel }: ResourceFormProps<Publisher>) {
  const { t } = useTranslation('publishers');
  const { t: tAdmin } = useTranslation('admin');
  const [uploads, setUploads] = useState(0);
  // Create and edit differ only in whether the password may stay blank; both take the same fields.
  const resolver = (initial ? zodResolver(PublisherUpdateSchema) : zodResolver(PublisherCreateSchema)) as Resolver<Values>;
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: defaults(initial) });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  const text = (name: TextName, type = 'text') => <TextField label={t(`fields.${name}`)} type={type} error={errors[name]?.message} {...register(name)} />;
  const address = (name: AddressName) => <TextAreaField label={t(`fields.${name}`)} rows={2} error={errors[name]?.message} {...register(name)} />;
  const busy = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));
  const image = (name: ImageName) => <ImageFieldControl control={control} name={name} label={t(`fields.${name}`)} onBusyChange={busy} />;
  // Identity documents are private: the stored one is read through the admin-only documents route.
  const identityDocument = (name: PublisherDocumentField) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DocumentField
          label={t(`fields.${name}`)}
          value={field.value}
          savedPath={initial?.[name] && field.value === initial[name] ? `/admin/publishers/${initial.id}/documents/${name}` : undefined}
          onChange={field.onChange}
          error={fieldState.error?.message}
          onBusyChange={busy}
        />
      )}
    />
  );
  const password = (name: 'password' | 'confirm_password', hint?: string) => (
    <Field label={t(`fields.${name}`)} error={errors[name]?.message} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input id={id} type="password" autoComplete="new-password" aria-describedby={describedBy} aria-invalid={invalid} className={controlClass(invalid)} {...register(name)} />
      )}
    </Field>
  );

  const passwordHint = !initial ? undefined : initial.login_email ? t('hints.keepPassword') : t('hints.noAccount');
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Section title={t('sections.business')}>
        {text('name')}
        <SelectField
          label={tAdmin('common.status')}
          hint={t('hints.status')}
          error={errors.status?.message}
          options={STATUSES.map((s) => ({ value: s, label: tAdmin(`common.statuses.${s}`) }))}
          {...register('status')}
        />
        {text('email', 'email')}
        {text('mobile', 'tel')}
        {text('trade_license_number')}
        {text('etin')}
        {text('vat_number')}
        <div className="hidden sm:block" />
        {image('logo')}
        {identityDocument('trade_license_image')}
      </Section>
      <Section title={t('sections.proprietor')}>
        {text('nid')}
        <div className="hidden sm:block" />
        {identityDocument('nid_image')}
        {image('proprietor_photo')}
        {identityDocument('proprietor_signature')}
      </Section>
      <Section title={t('sections.addresses')}>
        {address('present_address')}
        {address('permanent_address')}
      </Section>
      <Section title={t('sections.office')}>
        {address('office_present_address')}
        {address('office_permanent_address')}
        {text('office_mobile', 'tel')}
        {text('office_phone', 'tel')}
        {text('office_email', 'email')}
      </Section>
      <Section title={t('sections.signIn')}>
        <p className="text-sm text-gray-600 sm:col-span-2">{t('hints.signIn')}</p>
        <TextField label={t('fields.login_email')} type="email" autoComplete="off" error={errors.login_email?.message} {...register('login_email')} className="sm:col-span-2" />
        {password('password', passwordHint)}
        {password('confirm_password')}
      </Section>
      <FormActions submitting={formState.isSubmitting} disabled={uploads > 0} onCancel={onCancel} />
    </form>
  );
}
