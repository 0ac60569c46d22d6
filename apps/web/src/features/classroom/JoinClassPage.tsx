// /join/:code: a pupil finds their name in the class and taps their picture password (`?pupil=` picks the name).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import type { ClassJoin, Picture } from '@folio/shared';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { isolated } from '../../app/i18n';
import { useStartSession } from '../auth/session';
import { classSignIn, useClassJoinQuery, useSchoolSignInQuery } from './api';
import { normaliseJoinCode } from './joinCode';
import { PicturePad } from './PicturePad';
import { PupilFrame } from './PupilFrame';
import { pupilMessage } from './pupilMessages';
import { LoadingLine } from './LoadingLine';

/** Where a pupil lands once signed in, by pictures or by their school's account. */
const CLASSROOM = '/classroom';

/** The school's own sign-in (OIDC), offered when the class allows it and the server has it set up. */
function SchoolSignInLink({ code }: { code: string }) {
  const { t } = useTranslation('classroom');
  const school = useSchoolSignInQuery();
  if (!school.data?.enabled) return null;
  const href = `/api/auth/oidc/start?${new URLSearchParams({ class_code: code, redirect: CLASSROOM })}`;
  return (
    <div className="mt-8 flex flex-col items-center gap-3 border-t border-gray-200 pt-6">
      <p className="text-gray-600">{t('names.orSchool')}</p>
      <a href={href} className={buttonClass('secondary', 'min-h-14 rounded-2xl px-6 text-lg')}>
        {t('names.schoolSignIn', { name: school.data.name })}
      </a>
    </div>
  );
}

/** The class's pupils by first name, as big buttons; the one chosen goes into the address (`?pupil=`). */
function NamePicker({ join, code, onPick }: { join: ClassJoin; code: string; onPick: (id: string) => void }) {
  const { t } = useTranslation('classroom');
  return (
    <>
      {join.students.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-6 text-center text-lg text-gray-700">{t('names.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {join.students.map((student) => (
            <li key={student.id}>
              <button
                type="button"
                onClick={() => onPick(student.id)}
                className="flex min-h-18 w-full items-center justify-center gap-2 rounded-2xl border-2 border-primary-100 bg-primary-50 px-3 py-3 text-xl font-bold text-primary-800 shadow-sm transition hover:border-primary-300 hover:bg-primary-100 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary-600 active:scale-95"
              >
                <UserRound aria-hidden className="size-6 shrink-0 text-primary-600" />
                <bdi dir="auto" className="min-w-0 break-words">
                  {student.first_name}
                </bdi>
              </button>
            </li>
          ))}
        </ul>
      )}
      {join.school_sign_in && <SchoolSignInLink code={code} />}
    </>
  );
}

export default function JoinClassPage() {
  const { t } = useTranslation('classroom');
  const code = normaliseJoinCode(useParams().code ?? '');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const join = useClassJoinQuery(code);
  const pupil = join.data?.students.find((student) => student.id === params.get('pupil'));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const greeting = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(join.data?.name ?? t('names.title'));

  // A name picked: the pad is next, and a screen reader hears whose pad it is.
  useEffect(() => {
    if (pupil) greeting.current?.focus();
  }, [pupil]);

  const pick = (id: string | null) => {
    setMessage(null);
    setParams(id ? { pupil: id } : {});
  };

  const signIn = async (secret: Picture[]) => {
    if (!pupil) return 'refused' as const;
    setBusy(true);
    setMessage(null);
    try {
      await startSession(await classSignIn({ join_code: code, student_id: pupil.id, secret }));
      navigate(CLASSROOM, { replace: true });
      return 'accepted' as const;
    } catch (error) {
      setMessage(pupilMessage(error, t));
      return 'refused' as const;
    } finally {
      setBusy(false);
    }
  };

  if (join.isLoading) return <PupilFrame title={t('names.title')}>{<LoadingLine />}</PupilFrame>;
  if (!join.data) {
    return (
      <PupilFrame title={t('join.wrongTitle')}>
        <p role="alert" className="rounded-2xl bg-danger-200/40 p-4 text-center text-lg font-semibold text-danger-700">
          {pupilMessage(join.error, t)}
        </p>
        <div className="mt-6 flex justify-center">
          <Link to="/join" className={buttonClass('primary', 'min-h-14 rounded-2xl px-6 text-lg')}>
            {t('join.tryAgain')}
          </Link>
        </div>
      </PupilFrame>
    );
  }

  return (
    <PupilFrame title={<bdi dir="auto">{join.data.name}</bdi>} intro={pupil ? undefined : t('names.intro')}>
      {pupil ? (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
            <h2 ref={greeting} tabIndex={-1} className="text-center text-2xl font-bold text-gray-900 outline-none">
              {t('pad.title', { name: isolated(pupil.first_name) })}
            </h2>
            <button type="button" onClick={() => pick(null)} className="rounded-md px-2 py-1 text-base font-semibold text-primary-700 underline hover:bg-primary-50">
              {t('pad.notYou')}
            </button>
          </div>
          <p className="-mt-3 text-center text-lg text-gray-600">{t('pad.intro')}</p>
          <PicturePad onSubmit={signIn} message={message} busy={busy} />
        </div>
      ) : (
        <NamePicker join={join.data} code={code} onPick={pick} />
      )}
    </PupilFrame>
  );
}
