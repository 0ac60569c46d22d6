import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CircleCheck, CircleX, ShieldQuestion } from 'lucide-react';
import { Button } from '../../components/Button';
import { MessagePage } from '../../components/MessagePage';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useAnswerConsentMutation, useConsentRequestQuery } from './api';
import { refusalOf } from './privacyText';

const formatDay = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/**
 * `/consent/:token`, the link of a parent's e-mail: what the child asked for, and the parent's two answers. Giving
 * consent makes the account; declining removes the request. An unknown or expired link says so.
 */
export default function ConsentPage() {
  const { t, i18n } = useTranslation('privacy');
  const { token = '' } = useParams();
  const { data: request, error, isLoading } = useConsentRequestQuery(token);
  const [answer, { isLoading: answering }] = useAnswerConsentMutation();
  const [outcome, setOutcome] = useState<'given' | 'declined' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reply = async (give: boolean) => {
    setProblem(null);
    try {
      await answer({ token, give }).unwrap();
      setOutcome(give ? 'given' : 'declined');
    } catch (failure) {
      setProblem(refusalOf(t, failure, t('consent.failed')));
    }
  };

  if (outcome === 'given') return <MessagePage icon={CircleCheck} iconClassName="text-success-600" title={t('consent.givenTitle')} message={t('messages.consentGiven')} to="/login" action={t('consent.signIn')} />;
  if (outcome === 'declined') return <MessagePage icon={CircleX} title={t('consent.declinedTitle')} message={t('messages.consentDeclined')} to="/" action={t('consent.home')} />;
  if (isLoading) return <FullScreenSpinner label={t('consent.loading')} />;
  if (error || !request) return <MessagePage icon={ShieldQuestion} title={t('consent.unknownTitle')} message={refusalOf(t, error, t('consent.failed'))} to="/" action={t('consent.home')} />;

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">{t('consent.title')}</h1>
      <p className="mt-2 text-gray-600">{t('consent.intro')}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-gray-200 bg-white p-6 text-sm shadow-xs">
        <dt className="font-medium text-gray-700">{t('consent.name')}</dt>
        <dd dir="auto" className="text-gray-900">{request.name}</dd>
        <dt className="font-medium text-gray-700">{t('consent.email')}</dt>
        <dd dir="ltr" className="text-start text-gray-900">{request.email}</dd>
        <dt className="font-medium text-gray-700">{t('consent.expires')}</dt>
        <dd className="text-gray-900">{formatDay(request.expires_at, i18n.language)}</dd>
      </dl>
      <h2 className="mt-6 font-semibold text-gray-900">{t('consent.keptTitle')}</h2>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-sm text-gray-700">
        <li>{t('consent.kept1')}</li>
        <li>{t('consent.kept2')}</li>
        <li>{t('consent.kept3')}</li>
      </ul>
      {problem && (
        <p role="alert" className="mt-4 text-sm text-danger-700">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        <Button disabled={answering} onClick={() => void reply(true)}>
          {t('consent.give')}
        </Button>
        <Button variant="secondary" disabled={answering} onClick={() => void reply(false)}>
          {t('consent.decline')}
        </Button>
      </div>
    </div>
  );
}
