// /access-codes/:id/cards: a batch's codes as printable cards (A4, eight a page), each with the QR code of its link.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { AccessCode, AccessCodeBatch } from '@folio/shared';
import { isolated } from '../../app/i18n';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { CardSheet } from '../../components/CardSheet';
import { MessagePage } from '../../components/MessagePage';
import { QrCode } from '../../components/QrCode';
import { useAccessCodeBatchQuery } from './api';
import { redeemAddress } from './codesCsv';
import { dayOf } from './format';

/** One code's card: the books, the code, its seats and expiry, the redeem address and the QR code of its link. */
function CodeCard({ batch, code, origin }: { batch: AccessCodeBatch; code: AccessCode; origin: string }) {
  const { t, i18n } = useTranslation('codes');
  return (
    <li data-code-card className="flex break-inside-avoid flex-col gap-[2mm] rounded-xl border-2 border-dashed border-gray-400 bg-white p-[4mm] print:h-[62mm] print:overflow-hidden">
      <div className="flex items-start gap-[3mm]">
        <div className="min-w-0 flex-1">
          <p className="text-[8pt] text-gray-700">{t('cards.books', { count: batch.books.length })}</p>
          <ul className="text-[11pt] leading-tight font-bold text-gray-900">
            {batch.books.slice(0, 3).map((book) => (
              <li key={book.id} dir="auto" className="truncate">{book.title}</li>
            ))}
            {batch.books.length > 3 && <li className="text-[8pt] font-normal">{t('cards.more', { count: batch.books.length - 3 })}</li>}
          </ul>
          <p className="mt-[2mm] text-[8pt] text-gray-700">{t('cards.code')}</p>
          <p dir="ltr" className="font-mono text-[13pt] leading-tight font-bold tracking-wide text-gray-900">{code.code}</p>
        </div>
        <QrCode address={redeemAddress(origin, code.code)} label={t('cards.qr', { code: code.code })} />
      </div>
      <p className="text-[8pt] text-gray-700">
        {t('cards.howTo')} <span dir="ltr" className="font-semibold">{`${origin}/redeem`}</span>
      </p>
      <p className="text-[7pt] text-gray-600">
        {t('cards.seats', { count: code.seats })}
        {batch.expires_at && ` · ${t('cards.until', { date: dayOf(i18n.language, batch.expires_at) })}`}
      </p>
    </li>
  );
}

export default function CodeCardsPage() {
  const { t, i18n } = useTranslation('codes');
  const { id = '' } = useParams();
  const { data, isError } = useAccessCodeBatchQuery(id);
  const batch = data?.data[0];
  // Only the codes that still open a seat are worth printing.
  const codes = (data?.codes ?? []).filter((c) => !c.revoked_at && c.seats_left > 0);
  const name = batch ? batch.name || t('unnamed', { date: dayOf(i18n.language, batch.created_at) }) : '';
  const batchPath = `/admin/access-codes/${encodeURIComponent(id)}`;
  useDocumentTitle(batch ? t('cards.title', { name }) : null);

  if (isError) {
    return (
      <main id="main">
        <MessagePage icon={KeyRound} title={t('loadError')} message={t('cards.gone')} to="/admin/access-codes" action={t('back')} />
      </main>
    );
  }
  const { origin } = window.location;
  return (
    <CardSheet
      back={{ to: batchPath, label: t('cards.back') }}
      title={t('cards.title', { name: isolated(name) })}
      intro={t('cards.intro', { count: codes.length })}
      printLabel={t('cards.print')}
      printDisabled={!batch}
      cards={batch ? codes : []}
      card={(code) => <CodeCard key={code.id} batch={batch!} code={code} origin={origin} />}
    />
  );
}
