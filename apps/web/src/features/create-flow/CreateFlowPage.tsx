import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { Ebook } from '@folio/shared';
import { useCreateEbookMutation, useEbookQuery, useUpdateEbookMutation } from '../ebooks/api';
import { EbookForm, type EbookSaveValues } from '../ebooks/EbookForm';
import { DesignStep } from './DesignStep';
import { PublishStep } from './PublishStep';
import { STEPS, stepPath, Stepper, type Step } from './Stepper';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const NEW = 'new';

/** After basic info: a PDF book has nothing to design, so it goes straight to publishing. */
const nextAfterInfo = (book: Ebook) => stepPath(book.book_type === 'pdf' ? 3 : 2, book.id);

/**
 * The create flow (spec §2 editor/{stepId}/{bookId}): 1 basic info, 2 design, 3 publish. With the book id
 * 'new', step 1 creates the book and moves on with its id; every other step works on an existing book.
 */
export default function CreateFlowPage() {
  const { stepId = '1', bookId = NEW } = useParams();
  const { t } = useTranslation(['ebooks', 'common']);
  const navigate = useNavigate();
  const isNew = bookId === NEW;
  const step = STEPS.find((s) => String(s) === stepId);
  // Every write answers the book as it now is, and the design step marks it stale when it is left (its page
  // saves move the book's version, which the next save is checked against): the book shown is the server's.
  const loaded = useEbookQuery(bookId, { skip: isNew });
  const [createEbook] = useCreateEbookMutation();
  const [updateEbook] = useUpdateEbookMutation();
  useDocumentTitle((isNew ? null : loaded.currentData?.title) ?? t('flow.title'));

  // An unknown step, or a later step of a book not created yet, starts at step 1.
  if (!step || (isNew && step !== 1)) return <Navigate to={stepPath(1, bookId)} replace />;

  const book = isNew ? null : (loaded.currentData ?? null);
  const error = book ? null : loaded.error;

  const save = async (values: EbookSaveValues) => {
    const saved = book ? await updateEbook({ book, values }).unwrap() : await createEbook(values).unwrap();
    void navigate(nextAfterInfo(saved));
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900">{book ? book.title : t('flow.title')}</h1>
        <p className="text-sm text-gray-600">{t(`flow.step${step as Step}Hint`)}</p>
      </div>
      <Stepper current={step} bookId={bookId} />
      <section aria-label={t(`flow.step${step as Step}`)} className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
        {!isNew && !book && !error && (
          <p role="status" className="text-gray-500">
            {t('common:loading')}
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
            {error.message}
          </p>
        )}
        {step === 1 && (isNew || book) && <EbookForm key={book?.id ?? NEW} initial={book} onSave={save} submitLabel={t('flow.saveAndContinue')} />}
        {step === 2 && book && <DesignStep book={book} />}
        {step === 3 && book && <PublishStep book={book} />}
      </section>
    </div>
  );
}
