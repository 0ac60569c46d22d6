// /login/school: where a school sign-in lands once the server has checked it; signs in and goes on.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { safeRedirect } from '../../app/navigation';
import { errorStatus } from '../../http/client';
import { useStartSession } from './session';
import { openOidcSession } from './oidcApi';

/** The fragment's one-time code and where to go (`#code=…&to=…`): a fragment never reaches a server's log. */
const handoffOf = (hash: string) => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { code: params.get('code'), to: params.get('to') };
};

/**
 * Reads the code, takes it out of the address (it is spent, and must not stay in the history), trades it for the
 * session, stores it as the sign-in form does, and goes where the sign-in was asked from (a pupil: their class).
 */
export default function OidcFinishPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [{ code, to }] = useState(() => handoffOf(location.hash));
  // Why it failed ('expired': the server said so, or there was no code; 'offline': no answer came); null while working.
  const [failure, setFailure] = useState<'expired' | 'offline' | null>(code ? null : 'expired');
  // The code opens one session only: the second run of an effect (React's strict mode) must not spend it again.
  const started = useRef(false);

  useDocumentTitle(failure ? t('school.failedTitle') : t('school.finishing'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!code) return;
    void (async () => {
      try {
        await startSession(await openOidcSession(code));
        navigate(safeRedirect(to), { replace: true });
      } catch (error) {
        setFailure(errorStatus(error) === null ? 'offline' : 'expired');
      }
    })();
  }, [code, to, navigate, startSession]);

  if (!failure) {
    return (
      <main role="status" aria-live="polite" className="grid min-h-screen place-items-center px-4">
        <div className="flex flex-col items-center gap-4">
          <span aria-hidden className="size-16 animate-spin rounded-full border-4 border-primary-100 border-t-primary-600" />
          <p className="text-lg font-medium text-gray-800">{t('school.finishing')}</p>
        </div>
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <CircleAlert aria-hidden className="size-12 text-danger-600" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t('school.failedTitle')}</h1>
      <p role="alert" className="mt-2 text-gray-700">
        {t(failure === 'offline' ? 'school.offline' : 'school.handoffExpired')}
      </p>
      <Link to="/login" className={buttonClass('primary', 'mt-6')}>
        {t('school.backToLogin')}
      </Link>
    </main>
  );
}
