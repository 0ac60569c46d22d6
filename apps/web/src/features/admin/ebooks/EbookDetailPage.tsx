import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ChartColumn, ChartLine, Check, FileDown, Palette, Pencil, Send, Trash2, X } from 'lucide-react';
import { BackLink } from '../../../components/BackLink';
import { Button, buttonClass } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { bookAnalyticsPath } from '../../analytics/paths';
import { useEbookQuery, useSubmitEbookMutation, useUpdateEbookMutation } from '../../ebooks/api';
import { ApprovalBadge, BookTypeBadge, EbookStatusBadge } from '../../ebooks/Badges';
import { Cover } from '../../ebooks/Cover';
import { DeleteEbookDialog } from './DeleteEbookDialog';
import { ExportDialog } from '../../ebooks/exports/ExportDialog';
import { ConvertPdfButton } from '../../ebooks/conversions/ConvertPdfDialog';
import { EbookForm, type EbookSaveValues } from '../../ebooks/EbookForm';
import { EbookInfo } from './EbookInfo';
import { ApprovalNotice } from '../../ebooks/ApprovalNotice';
import { RejectDialog } from './RejectDialog';
import { ShareLink } from '../../ebooks/ShareLink';
import { useReview } from './useReview';
import { isAccessibilityRefusal } from '../../accessibility/refusal';
import { AccessibilitySection } from '../../accessibility/AccessibilitySection';

/**
 * A book's page in the dashboard (/admin/ebooks/:id): everything about it, what its owner may do (edit, design,
 * submit for approval, delete), an admin's decision (approve, or reject with a reason), and its share link.
 */
export default function EbookDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['ebooks', 'common']);
  const navigate = useNavigate();
  // `currentData`: never one book under another's address while the next one loads.
  const { currentData: book, error } = useEbookQuery(id);
  const [updateEbook] = useUpdateEbookMutation();
  const [submitEbook] = useSubmitEbookMutation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The server does not tell "pending, never submitted" from "submitted": after a submit here, say it is done.
  const [submitted, setSubmitted] = useState(false);
  const review = useReview();
  // A submission refused for accessibility (422) reads the report again and takes the user to its list.
  const [refusedAt, setRefusedAt] = useState<number>();
  const accessibility = useRef<HTMLElement>(null);

  const save = async (values: EbookSaveValues) => {
    if (!book) return;
    await updateEbook({ book, values }).unwrap();
    setEditing(false);
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      await submitEbook(id).unwrap();
      setSubmitted(true);
    } catch (error) {
      // The API client has toasted the server's message; a book refused for accessibility shows its problems.
      if (isAccessibilityRefusal(error)) {
        setRefusedAt(Date.now());
        accessibility.current?.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  // Owners submit; admins decide instead (the submit call is the owner's). A pending book already waits for an
  // admin's review, so only a rejected one is submitted (again).
  const canSubmit = book && book.abilities.update && !book.abilities.approve && !submitted && book.approval_status === 'rejected';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <BackLink to="/admin/ebooks" className="w-fit font-semibold">
        {t('detail.back')}
      </BackLink>
      {!book && !error && (
        <p role="status" className="rounded-xl border border-gray-200 bg-white p-6 text-gray-500">
          {t('common:loading')}
        </p>
      )}
      {!book && error && (
        <>
          <h1 className="sr-only">{t('detail.title')}</h1>
          <p role="alert" className="rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
            {error.message}
          </p>
        </>
      )}
      {book && (
        <>
          <section aria-labelledby="ebook-title" className="flex flex-col gap-6 rounded-xl border border-gray-200 bg-white p-6 shadow-xs sm:flex-row">
            <Cover src={book.cover_image} size="large" />
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              <h1 id="ebook-title" className="text-2xl font-bold text-gray-900">
                {book.title}
              </h1>
              <div className="flex flex-wrap gap-2">
                <BookTypeBadge type={book.book_type} />
                <EbookStatusBadge status={book.status} withdrawn={!!book.withdrawn_at} />
                <ApprovalBadge status={book.approval_status} reason={book.rejection_reason} />
              </div>
              {book.authors.length > 0 && <p className="text-sm text-gray-700">{t('detail.by', { names: book.authors.map((a) => a.name).join(', ') })}</p>}
              {book.description && <p className="text-sm whitespace-pre-line text-gray-700">{book.description}</p>}
              <ApprovalNotice book={book} submitted={submitted} />
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                {book.abilities.update && (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden className="size-4" />
                    {t('detail.edit')}
                  </Button>
                )}
                {book.abilities.update && (
                  <Link to={`/ebooks/edit/${book.id}`} className={buttonClass('secondary')}>
                    <Palette aria-hidden className="size-4" />
                    {t('detail.design')}
                  </Link>
                )}
                {book.abilities.update && book.book_type === 'ebook' && (
                  <Link to={`/admin/ebooks/${book.id}/results`} className={buttonClass('secondary')}>
                    <ChartColumn aria-hidden className="size-4" />
                    {t('detail.results')}
                  </Link>
                )}
                {book.abilities.update && (
                  <Link to={bookAnalyticsPath(book.id)} className={buttonClass('secondary')}>
                    <ChartLine aria-hidden className="size-4" />
                    {t('detail.analytics')}
                  </Link>
                )}
                {book.abilities.update && (
                  <Button variant="secondary" onClick={() => setExporting(true)}>
                    <FileDown aria-hidden className="size-4" />
                    {t('detail.export')}
                  </Button>
                )}
                {/* Once its PDF is processed (its pages counted), a PDF book can be made into pages to edit. */}
                {book.abilities.update && book.book_type === 'pdf' && book.pdf_page_count !== null && <ConvertPdfButton book={book} />}
                {canSubmit && (
                  <Button onClick={() => void submit()} disabled={submitting}>
                    <Send aria-hidden className="size-4 rtl:-scale-x-100" />
                    {t('review.resubmit')}
                  </Button>
                )}
                {book.abilities.approve && book.approval_status !== 'approved' && (
                  <Button onClick={() => void review.approve(book)} disabled={review.approving === book.id}>
                    <Check aria-hidden className="size-4" />
                    {t('review.approve')}
                  </Button>
                )}
                {book.abilities.approve && book.approval_status !== 'rejected' && (
                  <Button variant="secondary" onClick={() => review.startReject(book)}>
                    <X aria-hidden className="size-4" />
                    {t('review.reject')}
                  </Button>
                )}
                {book.abilities.delete && (
                  <Button variant="ghost" className="text-danger-700" onClick={() => setDeleting(true)}>
                    <Trash2 aria-hidden className="size-4" />
                    {t('detail.delete')}
                  </Button>
                )}
              </div>
            </div>
          </section>
          {book.book_type === 'ebook' && book.abilities.edit_pages && <AccessibilitySection ref={accessibility} bookId={book.id} refusedAt={refusedAt} />}
          <section aria-labelledby="ebook-info" className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
            <h2 id="ebook-info" className="mb-4 text-lg font-bold text-gray-900">
              {t('info.title')}
            </h2>
            <EbookInfo book={book} showDescription={false} />
          </section>
          <section aria-labelledby="ebook-share" className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
            <h2 id="ebook-share" className="mb-4 text-lg font-bold text-gray-900">
              {t('share.title')}
            </h2>
            <ShareLink book={book} />
          </section>
          <Modal open={editing} onOpenChange={setEditing} title={t('edit')} description={book.title} wide>
            {editing && <EbookForm initial={book} onSave={save} onCancel={() => setEditing(false)} />}
          </Modal>
          <RejectDialog title={book.title} open={review.rejecting !== null} onOpenChange={(open) => !open && review.startReject(null)} onReject={review.reject} />
          {exporting && <ExportDialog book={book} open onOpenChange={setExporting} />}
          <DeleteEbookDialog book={deleting ? book : null} onClose={() => setDeleting(false)} onDeleted={() => void navigate('/admin/ebooks', { replace: true })} />
        </>
      )}
    </div>
  );
}
