// The sign-in page's school sign-in: the button when the site offers it, and why a school sign-in came back refused.
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OIDC_ERROR_PARAM, OIDC_ERRORS, type OidcError } from '@folio/shared';
import { buttonClass } from '../../components/Button';
import { oidcStartUrl, useOidcSettingsQuery } from './oidcApi';

/** Whether this is the app running (true) or the pre-rendering (false, React's server snapshot): it never changes. */
const nothingChanges = () => () => {};

const isOidcError = (value: string | null): value is OidcError => (OIDC_ERRORS as readonly (string | null)[]).includes(value);

/** Why the last school sign-in did not finish (`?school_error=`), said in the reader's language. */
export function OidcSignInError() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const error = params.get(OIDC_ERROR_PARAM);
  if (!isOidcError(error)) return null;
  return (
    <p role="alert" className="mb-4 rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
      {t(`school.errors.${error}`)}
    </p>
  );
}

/**
 * "Sign in with {name}" under the form, when the server offers school sign-in: a link to the server's start, which
 * sends the whole tab to the school's sign-in page; the page's `?redirect=` goes along, to come back to. Asked once
 * the app runs: the pre-rendered sign-in page (app/shell/renderShell.tsx) has no API to ask, and shows no button.
 */
export function OidcSignInButton() {
  const running = useSyncExternalStore(nothingChanges, () => true, () => false);
  return running ? <OfferedButton /> : null;
}

function OfferedButton() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { data } = useOidcSettingsQuery();
  if (!data?.enabled) return null;
  return (
    <>
      <div className="my-4 flex items-center gap-3 text-xs text-gray-500" aria-hidden>
        <span className="h-px flex-1 bg-gray-200" />
        {t('school.or')}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <a href={oidcStartUrl(params.get('redirect'))} className={buttonClass('secondary', 'w-full')}>
        {t('school.button', { name: data.name })}
      </a>
    </>
  );
}
