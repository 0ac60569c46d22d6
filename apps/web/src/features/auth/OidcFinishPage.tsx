// /login/school: where a school sign-in lands once the server has checked it; signs in and goes on.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HandoffScreen } from '../../components/HandoffScreen';
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

  return (
    <HandoffScreen
      failed={failure !== null}
      working={t('school.finishing')}
      title={t('school.failedTitle')}
      text={t(failure === 'offline' ? 'school.offline' : 'school.handoffExpired')}
      back={{ to: '/login', label: t('school.backToLogin') }}
    />
  );
}
