// /redeem and /redeem/:code: a reader types (or brings in a link) an access code, and its books join My library.
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, CheckCircle2, KeyRound } from 'lucide-react';
import { ACCESS_CODE_MESSAGES, formatAccessCode, type Redeemed } from '@folio/shared';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button, buttonClass } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { useFeatureNotice } from '../../http/featureWords';
import { useRedeemAccessCodeMutation } from './api';

export default function RedeemPage() {
  const { t } = useTranslation('codes');
  const { code: linked = '' } = useParams();
  const notice = useFeatureNotice('codes', ACCESS_CODE_MESSAGES);
  const [redeem, { isLoading }] = useRedeemAccessCodeMutation();
  // A link's code is filled in, never sent by itself: the reader sees what they redeem and confirms it.
  const [code, setCode] = useState(() => formatAccessCode(linked));
  const [error, setError] = useState('');
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  const resultId = useId();
  useDocumentTitle(t('redeem.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(notice.words(ACCESS_CODE_MESSAGES.codeRequired));
    try {
      setRedeemed(await redeem(code).unwrap());
      setError('');
    } catch (refused) {
      setError(notice.refusal(refused));
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-gray-900">
          <KeyRound aria-hidden className="size-6 text-primary-600" />
          {t('redeem.title')}
        </h1>
        <p className="mt-1 text-gray-600">{t('redeem.intro')}</p>
      </header>
      {redeemed ? (
        <section aria-labelledby={resultId} className="rounded-xl border border-green-200 bg-green-50 p-5">
          <h2 id={resultId} className="flex items-center gap-2 text-lg font-semibold text-green-900">
            <CheckCircle2 aria-hidden className="size-5" />
            {notice.words(redeemed.message)}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {redeemed.data.books.map((book) => (
              <li key={book.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3">
                <bdi className="font-medium text-gray-900">{book.title}</bdi>
                <Link to={`/ebooks/${book.id}`} className={buttonClass('primary')} aria-label={t('redeem.readNamed', { title: book.title })}>
                  <BookOpen aria-hidden className="size-4" />
                  {t('redeem.read')}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/admin/library" className={buttonClass('secondary')}>
              {t('redeem.library')}
            </Link>
            <Button variant="ghost" onClick={() => (setRedeemed(null), setCode(''))}>
              {t('redeem.another')}
            </Button>
          </div>
        </section>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
          <TextField
            label={t('redeem.label')}
            hint={t('redeem.hint')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error || undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
          />
          <Button type="submit" disabled={isLoading} className="self-start">
            {t('redeem.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
