import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_LIMITS, type ClassBook } from '@folio/shared';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { FormButtons } from '../../../components/form/FormButtons';
import { usePublishBookMutation, useReviewBookMutation } from '../api';
import { useClassNotice } from '../messages';

/** Returns a pupil's book for changes, or approves it into the class library, with a remark the pupil reads. */
export function ReviewDialog({ classId, action, book, onClose }: { classId: string; action: 'return' | 'approve'; book: ClassBook | null; onClose: () => void }) {
  const { t } = useTranslation('classes');
  return (
    <Modal open={book !== null} onOpenChange={(open) => !open && onClose()} title={t(`review.${action}Title`, { title: book?.title ?? '' })} description={t(`review.${action}Body`, { name: book?.student.name ?? '' })}>
      {book && <ReviewForm key={`${book.id}-${action}`} classId={classId} action={action} book={book} onClose={onClose} />}
    </Modal>
  );
}

function ReviewForm({ classId, action, book, onClose }: { classId: string; action: 'return' | 'approve'; book: ClassBook; onClose: () => void }) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const [review, { isLoading }] = useReviewBookMutation();
  const [remark, setRemark] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await notice.run(review({ id: classId, ebookId: book.id, action, remark: remark.trim() || undefined }).unwrap())) onClose();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <TextAreaField label={t('review.remark')} hint={t(`review.${action}Hint`)} value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={CLASS_LIMITS.commentMax} rows={3} />
      <FormButtons labels={{ cancel: t('cancel'), submit: t(`review.${action}`), submitting: t('saving') }} submitting={isLoading} onCancel={onClose} />
    </form>
  );
}

/** Offers a copy of an approved book to the public library's approval queue, in the teacher's name; the pupil is named only if chosen. */
export function PublishDialog({ classId, book, onClose }: { classId: string; book: ClassBook | null; onClose: () => void }) {
  const { t } = useTranslation('classes');
  return (
    <Modal open={book !== null} onOpenChange={(open) => !open && onClose()} title={t('publish.title', { title: book?.title ?? '' })} description={t('publish.body')}>
      {book && <PublishForm key={book.id} classId={classId} book={book} onClose={onClose} />}
    </Modal>
  );
}

function PublishForm({ classId, book, onClose }: { classId: string; book: ClassBook; onClose: () => void }) {
  const { t } = useTranslation('classes');
  const notice = useClassNotice();
  const [publish, { isLoading }] = usePublishBookMutation();
  // Off by default: a child's name goes public only when the teacher chooses it (and has the family's consent).
  const [credit, setCredit] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await notice.run(publish({ id: classId, ebookId: book.id, credit_student: credit }).unwrap())) onClose();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm font-medium text-gray-800">
          <input type="checkbox" checked={credit} onChange={(e) => setCredit(e.target.checked)} className="mt-0.5 size-4 rounded border-gray-300" aria-describedby={`publish-credit-${book.id}`} />
          <span>{t('publish.credit', { name: book.student.name })}</span>
        </label>
        <p id={`publish-credit-${book.id}`} className="text-xs text-gray-600">
          {t('publish.creditHint')}
        </p>
      </div>
      <FormButtons labels={{ cancel: t('cancel'), submit: t('publish.submit'), submitting: t('saving') }} submitting={isLoading} onCancel={onClose} />
    </form>
  );
}
