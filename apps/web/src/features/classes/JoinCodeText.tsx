import { useTranslation } from 'react-i18next';

/** A class's join code as pupils type it (left to right, spaced for reading), marked when joining is closed. */
export function JoinCodeText({ code, open }: { code: string; open: boolean }) {
  const { t } = useTranslation('classes');
  return (
    <span className="inline-flex items-center gap-2">
      <code dir="ltr" className="font-mono font-semibold tracking-wider text-gray-900">
        {code}
      </code>
      {!open && <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">{t('joinClosed')}</span>}
    </span>
  );
}
