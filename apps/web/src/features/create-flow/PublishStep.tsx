import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Check, Globe, Send, TriangleAlert } from 'lucide-react';
import { missingAltText, type Ebook } from '@folio/shared';
import { Button, buttonClass } from '../../components/Button';
import { useEbookPagesQuery, useReviewEbookMutation, useSubmitEbookMutation, useUpdateEbookMutation } from '../ebooks/api';
import { ApprovalBadge, EbookStatusBadge } from '../ebooks/Badges';
import { ApprovalNotice } from '../ebooks/ApprovalNotice';
import { Cover } from '../ebooks/Cover';
import { toFormValues } from '../ebooks/formValues';
import { ShareLink } from '../ebooks/ShareLink';
import { stepPath } from './Stepper';
import { isAccessibilityRefusal } from '../accessibility/refusal';
import { AccessibilitySection } from '../accessibility/AccessibilitySection';

/** The book's basic info with its status set to published; the server parses and checks it as the form's. */
const publishedValues = (book: Ebook) => ({ ...toFormValues(book), status: 'published' });

/**
 * Alt text is required to publish: the pages of a book of pages are read once, and the images without alt
 * text listed by page number. Until the answer comes nothing is blocked (the server checks again on submit
 * and approval); a failed read blocks nothing either.
 */
function useMissingAltPages(book: Ebook): number[] {
  const pages = useEbookPagesQuery(book.id, { skip: book.book_type !== 'ebook' }).currentData;
  return useMemo(() => (pages ? missingAltText(pages).map((m) => m.pageIndex + 1) : []), [pages]);
}

function MissingAltText({ bookId, pages }: { bookId: string; pages: number[] }) {
  const { t } = useTranslation('elements');
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-warning-500 bg-warning-500/10 p-4 text-sm text-gray-900">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-warning-600" />
        {t('publish.missingAltTitle')}
      </p>
      <p>{t('publish.missingAlt', { count: pages.length })}</p>
      <ul className="flex flex-wrap gap-1.5">
        {[...new Set(pages)].map((n) => (
          <li key={n} className="rounded bg-white px-2 py-0.5 text-xs font-medium ring-1 ring-warning-500">
            {t('publish.onPage', { n })}
          </li>
        ))}
      </ul>
      <Link to={`/ebooks/edit/${bookId}`} className={buttonClass('secondary', 'w-fit')}>
        {t('publish.fixInEditor')}
      </Link>
    </div>
  );
}

/**
 * Step 3: publishing. An admin publishes directly (status published; their books are approved). Anyone else
 * marks the book published: a new book is already pending, waiting for an admin's review, and reaches readers
 * as soon as an admin approves it; a rejected book is submitted for approval again. The approval state, its
 * reason and the share link are shown either way.
 */
export function PublishStep({ book }: { book: Ebook }) {
  const { t } = useTranslation('ebooks');
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const admin = book.abilities.approve;
  const draft = book.status === 'draft';
  const missingAlt = useMissingAltPages(book);
  const blocked = busy || missingAlt.length > 0;
  const [updateEbook] = useUpdateEbookMutation();
  const [submitEbook] = useSubmitEbookMutation();
  const [review] = useReviewEbookMutation();

  // Each write answers the book as it now is, which the book's screen then shows.
  // A submission or an approval refused for accessibility (issue 54) shows the book's problems, linked into the editor.
  const [refusedAt, setRefusedAt] = useState<number>();
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // The API client has toasted the server's message.
      if (isAccessibilityRefusal(error)) setRefusedAt(Date.now());
    } finally {
      setBusy(false);
    }
  };

  const publish = () => run(() => updateEbook({ book, values: publishedValues(book) }).unwrap());
  const submit = () =>
    run(async () => {
      // One toast for the user's one action: the status change is quiet, the submit says 'submitted'.
      if (draft) await updateEbook({ book, values: publishedValues(book), notify: false }).unwrap();
      await submitEbook(book.id).unwrap();
      setSubmitted(true);
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex gap-4">
        <Cover src={book.cover_image} />
        <div className="flex flex-col gap-1.5">
          <h2 className="text-lg font-bold text-gray-900">{book.title}</h2>
          <div className="flex flex-wrap gap-2">
            <EbookStatusBadge status={book.status} withdrawn={!!book.withdrawn_at} />
            <ApprovalBadge status={book.approval_status} reason={book.rejection_reason} />
          </div>
        </div>
      </div>
      <ApprovalNotice book={book} submitted={submitted} />
      {missingAlt.length > 0 && <MissingAltText bookId={book.id} pages={missingAlt} />}
      <div className="flex flex-wrap gap-2 empty:hidden">
        {admin && draft && (
          <Button onClick={() => void publish()} disabled={blocked}>
            <Globe aria-hidden className="size-4" />
            {t('flow.publishNow')}
          </Button>
        )}
        {admin && book.approval_status !== 'approved' && (
          <Button variant="secondary" onClick={() => void run(() => review({ id: book.id, approval_status: 'approved' }).unwrap())} disabled={blocked}>
            <Check aria-hidden className="size-4" />
            {t('review.approve')}
          </Button>
        )}
        {/* A pending book already waits for an admin's review: only a rejected one is submitted again. */}
        {!admin && book.approval_status === 'rejected' && !submitted && (
          <Button onClick={() => void submit()} disabled={blocked}>
            <Send aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('review.resubmit')}
          </Button>
        )}
        {!admin && book.approval_status !== 'rejected' && draft && (
          <Button onClick={() => void publish()} disabled={blocked}>
            <Globe aria-hidden className="size-4" />
            {t('flow.publish')}
          </Button>
        )}
      </div>
      {refusedAt !== undefined && <AccessibilitySection bookId={book.id} refusedAt={refusedAt} />}
      <ShareLink book={book} />
      <div className="flex flex-wrap justify-between gap-2 border-t border-gray-200 pt-4">
        <Link to={stepPath(2, book.id)} className={buttonClass('secondary')}>
          {t('flow.back')}
        </Link>
        <Link to={`/admin/ebooks/${book.id}`} className={buttonClass('primary')}>
          {t('flow.done')}
        </Link>
      </div>
    </div>
  );
}
