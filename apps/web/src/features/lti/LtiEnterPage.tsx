// /lti/enter: where an LMS's verified launch lands; signs the LMS user in and opens the book (or the book picker).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LTI_MESSAGES } from '@folio/shared';
import { HandoffScreen } from '../../components/HandoffScreen';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { serverText } from '../../http/serverText';
import { useStartSession } from '../auth/session';
import { openLtiSession, refusalWords } from './api';

/** The one-time code of the address's fragment (`#code=…`): the fragment never reaches a server's log. */
const codeOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('code');

/**
 * Reads the launch's code, takes it out of the address (it is spent, and must not stay in the history), trades
 * it for a session, signs in as the sign-in form does, and goes on: to the book, to pick one for the course, or (an
 * instructor) to the book's Results for their course.
 */
export default function LtiEnterPage() {
  const { t, i18n } = useTranslation('reader');
  const location = useLocation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [code] = useState(() => codeOf(location.hash));
  // Why it failed: the server's words (said in the reader's language), or null when no answer came; undefined while working.
  const [refusal, setRefusal] = useState<string | null | undefined>(() => (code ? undefined : LTI_MESSAGES.handoffExpired));
  // The code opens one session only: the second run of an effect (React's strict mode) must not spend it again.
  const started = useRef(false);

  useDocumentTitle(refusal === undefined ? t('lti.enter.opening') : t('lti.enter.failedTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!code) return;
    void (async () => {
      try {
        const session = await openLtiSession(code);
        await startSession(session);
        // ?from=lms: the reader counts the view as an LMS launch (reading analytics).
        // An LMS instructor sees how their course's learners answer the book (its Results, their course only).
        if (session.course_id && session.ebook_id) navigate(`/lti/courses/${encodeURIComponent(session.course_id)}/books/${encodeURIComponent(session.ebook_id)}/results`, { replace: true });
        else if (session.ebook_id) navigate(`/flipbooks/${encodeURIComponent(session.ebook_id)}?from=lms`, { replace: true });
        else if (session.deep_link) navigate(`/lti/pick/${encodeURIComponent(session.deep_link)}`, { replace: true });
        else navigate('/', { replace: true });
      } catch (error) {
        setRefusal(refusalWords(error));
      }
    })();
  }, [code, navigate, startSession]);

  return (
    <HandoffScreen
      failed={refusal !== undefined}
      working={t('lti.enter.opening')}
      title={t('lti.enter.failedTitle')}
      text={refusal ? serverText(i18n, refusal) : t('lti.enter.failed')}
      back={{ to: '/', label: t('lti.enter.home') }}
    />
  );
}
