import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Copy, DoorClosed, DoorOpen, RefreshCw } from 'lucide-react';
import type { ClassRecord } from '@folio/shared';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CopyUrlField } from '../../../components/CopyUrlField';
import { useNewJoinCodeMutation, useUpdateClassMutation } from '../api';
import { joinUrl } from '../format';
import { useClassNotice } from '../messages';
import { Panel } from '../ui';

/** The join link as a QR code (an SVG picture made in the browser: nothing is asked of another site). */
function useQrCode(url: string) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((made) => current && setSvg(made))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [url]);
  return svg && `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** How pupils come in: the code, big enough to read from the back of the room, its link and QR code, a new code, and closing the door. */
export function JoinPanel({ record, className }: { record: ClassRecord; className?: string }) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const [newCode, { isLoading: renewing }] = useNewJoinCodeMutation();
  const [update, { isLoading: switching }] = useUpdateClassMutation();
  const [asking, setAsking] = useState(false);
  const url = joinUrl(record.join_code);
  const qr = useQrCode(url);

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(record.join_code);
      toast.success(t('join.copied'));
    } catch {
      toast.info(t('join.copyYourself'));
    }
  };
  const renew = async () => {
    if (await notice.run(newCode(record.id).unwrap())) setAsking(false);
  };

  return (
    <Panel title={t('join.title')} intro={t('join.intro')} className={className}>
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-gray-800">{t('joinCode')}</span>
            <div className="flex flex-wrap items-center gap-3">
              <code dir="ltr" className="rounded-lg bg-gray-100 px-4 py-2 font-mono text-3xl font-bold tracking-[0.2em] text-gray-900 sm:text-4xl">
                {record.join_code}
              </code>
              <Button variant="secondary" onClick={() => void copyCode()} aria-label={t('join.copyCode')}>
                <Copy aria-hidden className="size-4" />
                {t('join.copy')}
              </Button>
            </div>
            {!record.join_open && <p className="text-sm font-medium text-danger-700">{t('join.closedNote')}</p>}
          </div>
          <CopyUrlField url={url} label={t('join.link')} copyLabel={t('join.copy')} copyName={t('join.copyLink')} copiedMessage={t('join.linkCopied')} copyYourselfMessage={t('join.copyYourself')} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAsking(true)}>
              <RefreshCw aria-hidden className="size-4" />
              {t('join.newCode')}
            </Button>
            <Button variant="secondary" disabled={switching} onClick={() => void notice.run(update({ id: record.id, values: { join_open: !record.join_open } }).unwrap())}>
              {record.join_open ? <DoorClosed aria-hidden className="size-4" /> : <DoorOpen aria-hidden className="size-4" />}
              {record.join_open ? t('join.close') : t('join.open')}
            </Button>
          </div>
          <p className="text-xs text-gray-600">{record.join_open ? t('join.openHint') : t('join.closedHint')}</p>
        </div>
        <figure className="flex shrink-0 flex-col items-center gap-2 self-center md:self-start">
          {qr ? <img src={qr} alt={t('join.qrAlt', { url })} width={176} height={176} className="size-44 rounded-lg border border-gray-200 bg-white p-1" /> : <div className="size-44 animate-pulse rounded-lg bg-gray-100" />}
          <figcaption className="max-w-44 text-center text-xs text-gray-600">{t('join.qrCaption')}</figcaption>
        </figure>
      </div>
      <ConfirmDialog open={asking} onOpenChange={setAsking} title={t('join.newCodeTitle')} description={t('join.newCodeBody')} confirmLabel={t('join.newCodeConfirm')} onConfirm={() => void renew()} busy={renewing} />
    </Panel>
  );
}
