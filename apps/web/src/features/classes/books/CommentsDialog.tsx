import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_LIMITS, type ClassBook } from '@folio/shared';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Button } from '../../../components/Button';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { fieldErrors } from '../../../http/client';
import { useAddCommentMutation, useBookPageIdsQuery, useCommentsQuery } from '../api';
import { useDates } from '../format';
import { useClassNotice, useServerWords } from '../messages';

/** A pupil's book's comments, page by page, and a new one on a page chosen by its number. */
export function CommentsDialog({ classId, book, onClose }: { classId: string; book: ClassBook | null; onClose: () => void }) {
  const { t } = useTranslation('classes');
  return (
    <Modal open={book !== null} onOpenChange={(open) => !open && onClose()} title={t('comments.title', { title: book?.title ?? '' })} description={t('comments.intro', { name: book?.student.name ?? '' })} wide>
      {book && <Comments key={book.id} classId={classId} book={book} />}
    </Modal>
  );
}

function Comments({ classId, book }: { classId: string; book: ClassBook }) {
  const { t, i18n } = useTranslation('classes');
  const dates = useDates();
  const words = useServerWords();
  const notice = useClassNotice();
  const comments = useCommentsQuery({ id: classId, ebookId: book.id });
  const pages = useBookPageIdsQuery(book.id);
  const [add, { isLoading }] = useAddCommentMutation();
  const [page, setPage] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ page_id?: string; body?: string }>({});
  const number = new Intl.NumberFormat(i18n.language);
  const pageIds = pages.data ?? [];
  const pageNumberOf = (id: string) => pageIds.indexOf(id) + 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { page_id: page ? undefined : t('server.pageRequired'), body: body.trim() ? undefined : t('server.commentRequired') };
    setErrors(missing);
    if (missing.page_id || missing.body) return;
    try {
      const answer = await add({ id: classId, ebookId: book.id, page_id: page, body }).unwrap();
      notice.done(answer.message);
      setBody('');
    } catch (refusal) {
      const found = fieldErrors(refusal);
      setErrors({ page_id: found.page_id?.[0] && words(found.page_id[0]), body: found.body?.[0] && words(found.body[0]) });
      notice.failed(refusal);
    }
  };

  const list = comments.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      <ErrorBanner message={comments.error ? t('loadFailed') : null} />
      {comments.isLoading ? (
        <p className="text-sm text-gray-600">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-gray-600">{t('comments.none')}</p>
      ) : (
        <ol className="flex max-h-72 flex-col gap-3 overflow-y-auto">
          {list.map((c) => {
            const at = pageNumberOf(c.page_id);
            return (
              <li key={c.id} className="rounded-lg border border-gray-200 p-3">
                <p className="flex flex-wrap gap-x-2 text-xs text-gray-600">
                  <span className="font-semibold text-gray-800" dir="auto">
                    {c.author?.name ?? t('comments.formerTeacher')}
                  </span>
                  <span>{at > 0 ? t('comments.onPage', { page: number.format(at) }) : t('comments.onRemovedPage')}</span>
                  <time dateTime={c.created_at}>{dates.moment(c.created_at)}</time>
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-gray-900" dir="auto">
                  {c.body}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 border-t border-gray-200 pt-4">
        <h3 className="text-sm font-semibold text-gray-900">{t('comments.add')}</h3>
        {pages.isError && <ErrorBanner message={t('comments.pagesFailed')} />}
        <SelectField
          label={t('comments.page')}
          value={page}
          onChange={(e) => setPage(e.target.value)}
          placeholder={pages.isLoading ? t('loading') : t('comments.pickPage')}
          error={errors.page_id}
          options={pageIds.map((id, i) => ({ value: id, label: t('comments.pageNumber', { page: number.format(i + 1) }) }))}
          className="w-56"
        />
        <TextAreaField label={t('comments.body')} value={body} onChange={(e) => setBody(e.target.value)} maxLength={CLASS_LIMITS.commentMax} rows={3} error={errors.body} />
        <div className="flex justify-end">
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('saving') : t('comments.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
