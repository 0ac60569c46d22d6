import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { BookmarkPlus } from 'lucide-react';
import { BANK_LIMIT, BANK_MESSAGES, elementFields, type BankQuestionInput, type BookElement } from '@folio/shared';
import { errorMessage } from '../../../http/client';
import { useSaveBankQuestionMutation } from './api';

/** The most a kept size may be on either side (the bank's contract). */
const MAX_SIDE = 20_000;

/** What the bank keeps of a question element: its own fields (read as the format says), its look and its size. */
function bankInput(element: BookElement): BankQuestionInput {
  const { width, height } = element.size;
  const sized = width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE;
  return { question: elementFields('quiz', element), style: element.style, ...(sized && { size: { width, height } }) };
}

/**
 * "Save to question bank", in a selected question's properties: keeps a copy of the question in the author's
 * bank (POST /admin/question-bank), to insert into any book later from the Insert panel. Shown for a question only.
 */
export function SaveToBankButton({ element }: { element: BookElement }) {
  const { t } = useTranslation('editor');
  const [save, { isLoading: saving }] = useSaveBankQuestionMutation();
  if (element.type !== 'quiz') return null;

  const onSave = async () => {
    const { error } = await save(bankInput(element));
    if (!error) toast.success(t('questionBank.saved'));
    else toast.error(errorMessage(error, '') === BANK_MESSAGES.full ? t('questionBank.full', { count: BANK_LIMIT }) : t('questionBank.saveFailed'));
  };

  return (
    <button
      type="button"
      onClick={() => void onSave()}
      disabled={saving}
      className="flex items-center justify-center gap-1.5 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-xs font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:text-gray-400"
    >
      <BookmarkPlus aria-hidden className="size-4" />
      {saving ? t('questionBank.saving') : t('questionBank.save')}
    </button>
  );
}
