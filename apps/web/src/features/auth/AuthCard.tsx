import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/**
 * The frame of the sign-in and registration screens, which it names in the tab; under it, the sentence whose
 * link leads to the other of the two (`other.to`, the address that keeps where to go after).
 */
export function AuthCard({ title, subtitle, other, children }: {
  title: string;
  subtitle: string;
  other: { i18nKey: 'login.noAccount' | 'register.haveAccount'; to: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-4 text-center text-sm text-gray-600">
        <Trans t={t} i18nKey={other.i18nKey} components={{ action: <Link to={other.to} className="font-semibold text-primary-700 hover:underline" /> }} />
      </p>
    </div>
  );
}
