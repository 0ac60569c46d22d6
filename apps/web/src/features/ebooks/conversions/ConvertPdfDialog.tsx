import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilePenLine, Palette } from 'lucide-react';
import { CONVERSION_MESSAGES, type Conversion } from '@folio/shared';
import { Button, buttonClass } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { UploadProgress } from '../../../components/form/UploadProgress';
import { useLatestConversionQuery, useStartConversionMutation } from './api';

const underWay = (conversion: Conversion | null | undefined) => conversion?.status === 'queued' || conversion?.status === 'running';

/** Where the conversion is: waiting, its progress, the new book, or why it failed. */
function ConversionState({ conversion }: { conversion: Conversion }) {
  const { t } = useTranslation('ebooks');
  if (conversion.status === 'queued') return <p className="text-gray-700">{t('conversions.queued')}</p>;
  if (conversion.status === 'running') {
    return (
      <>
        <p className="text-gray-700">{t('conversions.running', { percent: conversion.progress })}</p>
        <UploadProgress percent={conversion.progress} label={t('conversions.progressLabel')} />
      </>
    );
  }
  if (conversion.status === 'failed') {
    return (
      <p role="alert" className="text-danger-700">
        {conversion.error === CONVERSION_MESSAGES.tooLarge ? t('conversions.tooLarge') : conversion.error === CONVERSION_MESSAGES.storageFull ? t('conversions.storageFull') : t('conversions.failed')}
      </p>
    );
  }
  // Done, its book since deleted: nothing to open, it may be made again.
  if (!conversion.new_ebook_id) return null;
  return (
    <>
      <p className="text-gray-700">{t('conversions.done')}</p>
      <Link to={`/ebooks/edit/${conversion.new_ebook_id}`} className={buttonClass('primary', 'w-fit')}>
        <Palette aria-hidden className="size-4" />
        {t('conversions.open')}
      </Link>
    </>
  );
}

/**
 * 'Make editable pages from this PDF' (a PDF book's page): says what it does and that the PDF book is kept, asks to go
 * on, then follows the conversion (read every second while it runs) to the link into the editor of the new book. The
 * dialog may be closed meanwhile: the conversion goes on, and its state is here next time.
 */
function ConvertPdfDialog({ book, open, onOpenChange }: { book: { id: string; title: string }; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['ebooks', 'common']);
  const { data: conversion, isLoading } = useLatestConversionQuery(book.id, { skip: !open });
  // Polled only while one runs: a separate subscription, so that the interval follows its state.
  useLatestConversionQuery(book.id, { skip: !open || !underWay(conversion), pollingInterval: 1000 });
  const [start, { isLoading: starting }] = useStartConversionMutation();
  const busy = underWay(conversion);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('conversions.title')} description={book.title}>
      <div className="flex flex-col gap-4 text-sm">
        {!busy && conversion?.status !== 'done' && (
          <div className="flex flex-col gap-2 text-gray-700">
            <p>{t('conversions.explain')}</p>
            <p>{t('conversions.kept')}</p>
            <p>{t('conversions.check')}</p>
          </div>
        )}
        {isLoading && <p role="status">{t('common:loading')}</p>}
        <div aria-live="polite" className="flex flex-col gap-2">
          {conversion && <ConversionState conversion={conversion} />}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:dialog.close')}
          </Button>
          {!busy && !isLoading && (
            <Button variant={conversion?.status === 'done' ? 'secondary' : 'primary'} disabled={starting} onClick={() => void start(book.id)}>
              <FilePenLine aria-hidden className="size-4" />
              {conversion?.status === 'done' ? t('conversions.again') : t('conversions.confirm')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** The action on a PDF book's page, with its dialog. */
export function ConvertPdfButton({ book }: { book: { id: string; title: string } }) {
  const { t } = useTranslation('ebooks');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FilePenLine aria-hidden className="size-4" />
        {t('conversions.action')}
      </Button>
      {open && <ConvertPdfDialog book={book} open onOpenChange={setOpen} />}
    </>
  );
}
