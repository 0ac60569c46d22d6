// The LMSs registered for LTI 1.3 launches, each removable after a confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LtiPlatform } from '@folio/shared';
import { isolated } from '../../../app/i18n';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useLtiPlatformsQuery, useRemoveLtiPlatformMutation } from './api';

const cell = 'px-4 py-2.5 align-top';

/** The registered LMSs in a table (name, issuer, client ID, deployments), or a line saying there is none yet. */
export function PlatformsTable() {
  const { t } = useTranslation('admin');
  const { data: platforms, isError, isLoading } = useLtiPlatformsQuery();
  const [remove, { isLoading: removing }] = useRemoveLtiPlatformMutation();
  const [confirming, setConfirming] = useState<LtiPlatform | null>(null);

  const confirm = async () => {
    if (!confirming) return;
    await remove(confirming.id);
    setConfirming(null);
  };

  return (
    <section aria-labelledby="lti-platforms-title" aria-busy={isLoading} className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <h2 id="lti-platforms-title" className="border-b border-gray-200 p-4 text-lg font-semibold text-gray-900">
        {t('lti.platforms.title')}
      </h2>
      {isError && (
        <div className="p-4">
          <ErrorBanner message={t('lti.platforms.loadError')} />
        </div>
      )}
      {platforms && platforms.length === 0 && <p className="p-6 text-center text-sm text-gray-600">{t('lti.platforms.empty')}</p>}
      {platforms && platforms.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
              <tr>
                <th scope="col" className={`${cell} text-start`}>{t('lti.platforms.name')}</th>
                <th scope="col" className={`${cell} text-start`}>{t('lti.platforms.issuer')}</th>
                <th scope="col" className={`${cell} text-start`}>{t('lti.platforms.clientId')}</th>
                <th scope="col" className={`${cell} text-start`}>{t('lti.platforms.deployments')}</th>
                <th scope="col" className={`${cell} text-end`}>{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {platforms.map((platform) => (
                <tr key={platform.id}>
                  <th scope="row" dir="auto" className={`${cell} text-start font-medium text-gray-900`}>
                    <bdi>{platform.name}</bdi>
                  </th>
                  <td className={`${cell} break-all`}>
                    <span dir="ltr">{platform.issuer}</span>
                  </td>
                  <td className={`${cell} break-all`}>
                    <span dir="ltr">{platform.client_id}</span>
                  </td>
                  <td className={cell}>
                    {platform.deployment_ids.length ? (
                      <ul>
                        {platform.deployment_ids.map((id) => (
                          <li key={id} dir="ltr" className="break-all">{id}</li>
                        ))}
                      </ul>
                    ) : (
                      t('lti.platforms.anyDeployment')
                    )}
                  </td>
                  <td className={`${cell} text-end`}>
                    <Button variant="secondary" aria-label={t('lti.platforms.removeNamed', { name: isolated(platform.name) })} onClick={() => setConfirming(platform)}>
                      {t('lti.platforms.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('lti.platforms.removeTitle', { name: isolated(confirming?.name ?? '') })}
        description={t('lti.platforms.removeDescription')}
        confirmLabel={t('lti.platforms.remove')}
        busy={removing}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
