import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCheck, Archive, Mail, Trash2 } from 'lucide-react';
import type { Inquiry, InquiryStatus } from '@folio/shared';
import { Modal } from '../../../components/Modal';
import { Button, buttonClass } from '../../../components/Button';
import { InquiryStatusBadge } from './InquiryStatusBadge';
import { useSetInquiryStatusMutation } from './api';

/**
 * One inquiry in full. Opening a new one marks it read (quietly: the admin did not ask for a change, so no
 * toast); replied and closed are the admin's choices, and delete asks first (the page's confirmation).
 */
export function InquiryDetail({ inquiry, onClose, onChanged, onDelete }: {
  inquiry: Inquiry | null;
  onClose: () => void;
  onChanged: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}) {
  const { t, i18n } = useTranslation(['inquiries', 'admin']);
  const [busy, setBusy] = useState(false);
  const markedRead = useRef(new Set<string>());
  const [setInquiryStatus] = useSetInquiryStatusMutation();

  useEffect(() => {
    if (!inquiry || inquiry.status !== 'new' || markedRead.current.has(inquiry.id)) return;
    markedRead.current.add(inquiry.id);
    setInquiryStatus({ id: inquiry.id, status: 'read', notify: false })
      .unwrap()
      .then(onChanged)
      // Still new on the server: the next opening tries again.
      .catch(() => markedRead.current.delete(inquiry.id));
  }, [inquiry, onChanged, setInquiryStatus]);

  const change = async (status: InquiryStatus) => {
    if (!inquiry) return;
    setBusy(true);
    try {
      onChanged(await setInquiryStatus({ id: inquiry.id, status, notify: true }).unwrap());
    } catch {
      // The API client's toast has said why; the modal stays as it was.
    } finally {
      setBusy(false);
    }
  };

  const received = inquiry ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(inquiry.created_at)) : '';
  const mailto = inquiry ? `mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}` : '';
  return (
    <Modal open={inquiry !== null} onOpenChange={(open) => !open && onClose()} title={inquiry?.subject ?? ''} wide>
      {inquiry && (
        <div className="flex flex-col gap-5">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-gray-500">{t('detail.from')}</dt>
              <dd className="text-gray-900">{inquiry.name}</dd>
            </div>
            <div>
              <dt className="font-medium text-gray-500">{t('detail.email')}</dt>
              <dd className="break-all text-gray-900" dir="ltr">
                {inquiry.email}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-gray-500">{t('detail.received')}</dt>
              <dd className="text-gray-900">
                <time dateTime={inquiry.created_at}>{received}</time>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-gray-500">{t('admin:common.status')}</dt>
              <dd>
                <InquiryStatusBadge status={inquiry.status} />
              </dd>
            </div>
          </dl>
          <div>
            <h3 className="text-sm font-medium text-gray-500">{t('detail.message')}</h3>
            <p className="mt-1 max-h-80 overflow-y-auto rounded-md bg-gray-50 p-4 text-sm break-words whitespace-pre-wrap text-gray-900">{inquiry.message}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 border-t border-gray-200 pt-4">
            <a href={mailto} className={buttonClass('primary')}>
              <Mail aria-hidden className="size-4" />
              {t('detail.reply')}
            </a>
            {inquiry.status !== 'replied' && (
              <Button variant="secondary" disabled={busy} onClick={() => void change('replied')}>
                <CheckCheck aria-hidden className="size-4" />
                {t('detail.markReplied')}
              </Button>
            )}
            {inquiry.status !== 'closed' && (
              <Button variant="secondary" disabled={busy} onClick={() => void change('closed')}>
                <Archive aria-hidden className="size-4" />
                {t('detail.close')}
              </Button>
            )}
            <Button variant="ghost" className="ms-auto text-danger-700 hover:bg-danger-200/40" onClick={() => onDelete(inquiry)}>
              <Trash2 aria-hidden className="size-4" />
              {t('detail.delete')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
