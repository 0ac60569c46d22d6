import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { LANGUAGES } from '@folio/shared';
import { NATIVE_NAMES } from '../app/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = (i18n.resolvedLanguage ?? 'en') as keyof typeof NATIVE_NAMES;
  return (
    <div className="flex items-center gap-1">
      {/* Decorative; on a phone the header needs its width for the sign-in link (Arabic and Bengali run long). */}
      <Languages aria-hidden className="size-4 text-gray-500 max-sm:hidden" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        name="language"
        value={current}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
        className="rounded-md border border-gray-300 bg-white py-1 ps-2 pe-7 text-sm max-sm:ps-1.5 max-sm:pe-6"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {NATIVE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
