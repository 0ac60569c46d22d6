// /admin/access-codes/:id: one batch's codes, who redeemed them, and its CSV, printed cards and revocation; also a
// buyer's batch of the copies of an order (decision 029), which leads back to that order.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, Printer } from 'lucide-react';
import { ACCESS_CODE_MESSAGES, type AccessCode } from '@folio/shared';
import { isolated } from '../../app/i18n';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { BackLink } from '../../components/BackLink';
import { Button, buttonClass } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useFeatureNotice } from '../../http/featureWords';
import { downloadText } from '../study/exports';
import { useAccessCodeBatchQuery, useRevokeAccessCodesMutation } from './api';
import { codesCsv } from './codesCsv';
import { codeStateOf, dayOf, hasExpired, momentOf } from './format';

const cell = 'px-4 py-2.5 align-top';
const BADGE = { revoked: 'bg-danger-50 text-danger-700', used: 'bg-gray-100 text-gray-700', partly: 'bg-amber-50 text-amber-800', unused: 'bg-green-50 text-green-800' } as const;

/** What the revoke dialog is about: one code, or every unused seat of the batch. */
type Revoking = { kind: 'code'; code: AccessCode } | { kind: 'batch' };

export default function BatchPage() {
  const { t, i18n } = useTranslation('codes');
  const { id = '' } = useParams();
  const notice = useFeatureNotice('codes', ACCESS_CODE_MESSAGES);
  const { data, isError, isLoading } = useAccessCodeBatchQuery(id);
  const [revoke, { isLoading: revokingNow }] = useRevokeAccessCodesMutation();
  const [revoking, setRevoking] = useState<Revoking | null>(null);
  const batch = data?.data[0];
  const codes = data?.codes ?? [];
  const title = batch ? batch.name || t('unnamed', { date: dayOf(i18n.language, batch.created_at) }) : null;
  useDocumentTitle(title);

  const confirm = async () => {
    if (!revoking) return;
    await notice.run(revoke({ batchId: id, codeIds: revoking.kind === 'code' ? [revoking.code.id] : undefined }).unwrap());
    setRevoking(null);
  };

  const downloadCsv = () => {
    if (!batch) return;
    const header = {
      code: t('columns.code'),
      link: t('csv.link'),
      books: t('columns.books'),
      seats: t('columns.seats'),
      seatsLeft: t('columns.seatsLeft'),
      expires: t('columns.expires'),
      revoked: t('csv.revoked'),
      redeemedBy: t('columns.redeemedBy'),
    };
    downloadText(codesCsv(batch, codes, window.location.origin, header), `access-codes-${batch.id.slice(0, 8)}.csv`, 'text/csv');
  };

  if (isError) return <ErrorBanner message={t('loadError')} />;
  return (
    <div className="flex flex-col gap-6" aria-busy={isLoading}>
      {batch && (
        <>
          {batch.order ? (
            <BackLink to={`/admin/orders/${encodeURIComponent(batch.order.id)}`}>{t('backToOrder', { tracking: isolated(batch.order.tracking_number) })}</BackLink>
          ) : (
            <BackLink to="/admin/access-codes">{t('back')}</BackLink>
          )}
          <header className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 dir="auto" className="text-2xl font-bold text-gray-900">{title}</h1>
              {batch.order && <p className="mt-1 text-sm text-gray-700">{t('fromOrder', { tracking: isolated(batch.order.tracking_number) })}</p>}
              <p className="mt-1 text-sm text-gray-600">
                {t('summary', { codes: batch.code_count.toLocaleString(i18n.language), seats: batch.seats_per_code.toLocaleString(i18n.language) })}
                {' · '}
                {batch.expires_at ? (hasExpired(batch.expires_at) ? t('expiredOn', { date: dayOf(i18n.language, batch.expires_at) }) : t('expiresOn', { date: dayOf(i18n.language, batch.expires_at) })) : t('noExpiry')}
              </p>
              <p className="mt-1 text-sm text-gray-700">
                {t('booksLabel')}{' '}
                {batch.books.map((book, i) => (
                  <span key={book.id}>
                    {i > 0 && ', '}
                    <Link to={`/books/${book.id}`} className="text-primary-700 hover:underline">
                      <bdi>{book.title}</bdi>
                    </Link>
                  </span>
                ))}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={downloadCsv}>
                <Download aria-hidden className="size-4" />
                {t('downloadCsv')}
              </Button>
              <Link to={`/access-codes/${encodeURIComponent(batch.id)}/cards`} className={buttonClass('secondary')}>
                <Printer aria-hidden className="size-4" />
                {t('printCards')}
              </Link>
              <Button variant="danger" disabled={codes.every((c) => c.revoked_at || c.seats_left === 0)} onClick={() => setRevoking({ kind: 'batch' })}>
                {t('revokeUnused')}
              </Button>
            </div>
          </header>
          <section aria-labelledby="codes-title" className="rounded-xl border border-gray-200 bg-white shadow-xs">
            <h2 id="codes-title" className="border-b border-gray-200 p-4 text-lg font-semibold text-gray-900">
              {t('codesTitle', { taken: batch.seats_taken.toLocaleString(i18n.language), total: (batch.code_count * batch.seats_per_code).toLocaleString(i18n.language) })}
            </h2>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
                  <tr>
                    <th scope="col" className={`${cell} text-start`}>{t('columns.code')}</th>
                    <th scope="col" className={`${cell} text-start`}>{t('columns.state')}</th>
                    <th scope="col" className={`${cell} text-end`}>{t('columns.seatsLeft')}</th>
                    <th scope="col" className={`${cell} text-start`}>{t('columns.redeemedBy')}</th>
                    <th scope="col" className={`${cell} text-end`}>{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {codes.map((code) => {
                    const state = codeStateOf(code);
                    return (
                      <tr key={code.id}>
                        <th scope="row" className={`${cell} text-start font-mono font-semibold whitespace-nowrap`}>
                          <span dir="ltr">{code.code}</span>
                        </th>
                        <td className={cell}>
                          <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${BADGE[state]}`}>{t(`state.${state}`)}</span>
                        </td>
                        <td className={`${cell} text-end tabular-nums`}>{t('seatsLeftOf', { left: code.revoked_at ? 0 : code.seats_left, total: code.seats })}</td>
                        <td className={cell}>
                          {code.redemptions.length === 0 ? (
                            <span className="text-gray-500">{t('nobody')}</span>
                          ) : (
                            <ul className="flex flex-col gap-0.5">
                              {code.redemptions.map((r) => (
                                <li key={r.user.id}>
                                  <bdi className="font-medium">{r.user.name}</bdi>
                                  {r.user.email && <span className="text-gray-600"> · <span dir="ltr">{r.user.email}</span></span>}
                                  <span className="text-gray-600"> · {momentOf(i18n.language, r.redeemed_at)}</span>
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                        <td className={`${cell} text-end`}>
                          {state !== 'revoked' && state !== 'used' && (
                            <Button variant="secondary" aria-label={t('revokeNamed', { code: code.code })} onClick={() => setRevoking({ kind: 'code', code })}>
                              {t('revoke')}
                            </Button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking?.kind === 'code' ? t('revokeCodeTitle', { code: isolated(revoking.code.code) }) : t('revokeBatchTitle')}
        description={t('revokeDescription')}
        confirmLabel={t('revoke')}
        busy={revokingNow}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
