// /join: a pupil types their class code, and goes on to find their name in the class.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JOIN_CODE_LENGTH } from '@folio/shared';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { isWholeJoinCode, typedJoinCode } from './joinCode';
import { PupilFrame } from './PupilFrame';

export default function JoinPage() {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [short, setShort] = useState(false);
  const id = useId();
  useDocumentTitle(t('join.title'));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isWholeJoinCode(code)) {
      setShort(true);
      return;
    }
    navigate(`/join/${code}`);
  };

  return (
    <PupilFrame title={t('join.title')} intro={t('join.intro')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col items-center gap-5">
        <label htmlFor={id} className="sr-only">
          {t('join.codeLabel')}
        </label>
        <input
          id={id}
          value={code}
          onChange={(event) => {
            setCode(typedJoinCode(event.target.value));
            setShort(false);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          enterKeyHint="go"
          dir="ltr"
          placeholder={'•'.repeat(JOIN_CODE_LENGTH)}
          aria-invalid={short || undefined}
          aria-describedby={`${id}-hint`}
          className="w-full max-w-sm rounded-2xl border-4 border-primary-200 bg-white px-4 py-4 text-center font-mono text-4xl font-bold tracking-[0.25em] text-gray-900 uppercase shadow-sm outline-none placeholder:text-gray-300 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 sm:text-5xl"
        />
        <p id={`${id}-hint`} className={short ? 'text-base font-semibold text-danger-700' : 'text-base text-gray-600'} role={short ? 'alert' : undefined}>
          {short ? t('join.tooShort', { length: JOIN_CODE_LENGTH }) : t('join.hint', { length: JOIN_CODE_LENGTH })}
        </p>
        <Button type="submit" className="min-h-14 w-full max-w-sm rounded-2xl text-xl">
          {t('join.next')}
        </Button>
      </form>
    </PupilFrame>
  );
}
