import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Mail } from 'lucide-react';
import { InquiryCreateSchema, type InquiryCreate } from '@folio/shared';
import { api, errorMessage, fieldErrors } from '../../http/client';
import { TextField } from '../../components/form/TextField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Button } from '../../components/Button';
import { applyServerErrors } from '../auth/applyServerErrors';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: InquiryCreate = { name: '', email: '', subject: '', message: '' };

type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/**
 * The landing page's contact form (spec §2: 'Send Message'). Anyone may write; the outcome is said inside the
 * form, where the eyes and the screen reader already are, so the call shows no toast.
 */
export default function ContactSection() {
  const { t } = useTranslation('inquiries');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<InquiryCreate>({ resolver: zodResolver(InquiryCreateSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await api.post('/public/inquiries', values, { notify: false });
      reset(EMPTY);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      // Field messages go under their fields; anything else (no connection, too many messages) above the button.
      if (Object.keys(fieldErrors(error)).length > 0) applyServerErrors(error, setError, FIELDS);
      else setOutcome({ kind: 'failed', message: errorMessage(error, t('contact.failed')) });
    }
  });

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Mail aria-hidden className="size-8 text-primary-600" />
          <h2 id="contact-title" className="mt-3 text-2xl font-bold text-gray-900">
            {t('contact.title')}
          </h2>
          <p className="mt-3 text-gray-600">{t('contact.intro')}</p>
        </div>
        <form onSubmit={submit} noValidate aria-busy={isSubmitting} className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-xs lg:col-span-3">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('contact.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField label={t('contact.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          </div>
          <TextField label={t('contact.subject')} error={errors.subject?.message} {...register('subject')} />
          <TextAreaField label={t('contact.message')} rows={5} error={errors.message?.message} {...register('message')} />
          <div aria-live="polite">
            {outcome?.kind === 'sent' && (
              <p role="status" className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-success-700">
                <CheckCircle2 aria-hidden className="size-4 shrink-0" />
                {t('contact.success')}
              </p>
            )}
            {outcome?.kind === 'failed' && (
              <p role="alert" className="rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
                {outcome.message}
              </p>
            )}
          </div>
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? t('contact.sending') : t('contact.send')}
          </Button>
        </form>
      </div>
    </section>
  );
}
