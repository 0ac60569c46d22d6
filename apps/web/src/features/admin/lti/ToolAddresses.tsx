// What an admin enters in an LMS to register Folio as its LTI 1.3 tool: Folio's four addresses, and how to go on.
import { useTranslation } from 'react-i18next';
import type { LtiTool } from '@folio/shared';
import { CopyUrlField } from '../../../components/CopyUrlField';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useLtiToolQuery } from './api';

const ADDRESSES: { key: keyof LtiTool; label: string }[] = [
  { key: 'login_url', label: 'loginUrl' },
  { key: 'launch_url', label: 'launchUrl' },
  { key: 'deep_linking_url', label: 'deepLinkingUrl' },
  { key: 'jwks_url', label: 'jwksUrl' },
];

/** Folio's addresses, each with a copy button, and the steps of registering an LMS. */
export function ToolAddresses() {
  const { t } = useTranslation('admin');
  const { data: tool, isError } = useLtiToolQuery();
  return (
    <section aria-labelledby="lti-tool-title" className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h2 id="lti-tool-title" className="text-lg font-semibold text-gray-900">
        {t('lti.tool.title')}
      </h2>
      {isError && <ErrorBanner message={t('lti.tool.loadError')} />}
      {tool && (
        <div className="grid gap-4 lg:grid-cols-2">
          {ADDRESSES.map(({ key, label }) => (
            <CopyUrlField
              key={key}
              url={tool[key]}
              label={t(`lti.tool.${label}`)}
              copyLabel={t('lti.tool.copy')}
              copyName={t(`lti.tool.copyNamed`, { name: t(`lti.tool.${label}`) })}
              copiedMessage={t('lti.tool.copied')}
              copyYourselfMessage={t('lti.tool.copyYourself')}
            />
          ))}
        </div>
      )}
      <h3 className="mt-2 font-semibold text-gray-900">{t('lti.howTo.title')}</h3>
      <ol className="list-decimal space-y-2 ps-6 text-sm text-gray-700">
        <li>{t('lti.howTo.register')}</li>
        <li>{t('lti.howTo.keys')}</li>
        <li>{t('lti.howTo.copyBack')}</li>
        <li>{t('lti.howTo.newWindow')}</li>
      </ol>
    </section>
  );
}
