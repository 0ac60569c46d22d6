import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import clsx from 'clsx';
import type { BankedQuestion } from '@folio/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SearchedListHead, SearchedListPager, useSearchedPages } from '../sidebars/SearchedList';
import { isolated } from '../../../app/i18n';
import { ELEMENT_REGISTRY } from '../../../elements/registry';
import { useInsertElement } from '../sidebars/useInsertElement';
import { useBankQuestionsQuery, useRemoveBankQuestionMutation } from './api';

const smallButton = 'rounded px-2 py-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-primary-600';

/** A banked question's small button, named after the question: every item of the list has the same buttons. */
function ItemButton({ onClick, name, tint, children }: { onClick: () => void; name: string; tint: string; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} aria-label={name} className={clsx(smallButton, tint)}>
      {children}
    </button>
  );
}

/** The status of a failed call, when the server answered. */
const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined);

/**
 * The author's question bank, under the Insert panel's Interactive tab: the questions they saved from their
 * pages (Save to question bank, in a question's properties), found by their words, each inserted on the
 * current page as a copy (new ids: the copy and the banked question never change each other) or removed.
 */
export default function QuestionBank() {
  const { t } = useTranslation(['editor', 'elements']);
  const insert = useInsertElement();
  const { search, searchFor, page, setPage } = useSearchedPages();
  const [removing, setRemoving] = useState<BankedQuestion | null>(null);
  const list = useBankQuestionsQuery({ search, page });
  const [remove, { isLoading: busy }] = useRemoveBankQuestionMutation();
  const questions = list.data?.data ?? [];
  const lastPage = list.data?.last_page ?? 1;

  const textOf = (question: BankedQuestion) => question.question.question.trim() || t('questionBank.untitled');

  const use = ({ question, style, size }: BankedQuestion) => insert(ELEMENT_REGISTRY.quiz, { ...question, ...(style && { style }), ...(size && { size }) });

  const confirmRemove = async () => {
    if (!removing) return;
    const { error } = await remove(removing.id);
    if (!error) {
      toast.success(t('questionBank.removed'));
      // The last question of a page gone: show the page before, which is now the last.
      if (questions.length === 1 && page > 1) setPage(page - 1);
    } else if (statusOf(error) === 404) {
      toast.info(t('questionBank.gone'));
      void list.refetch();
    } else toast.error(t('questionBank.removeFailed'));
    setRemoving(null);
  };

  const statuses = { failed: t('questionBank.failed'), empty: search ? t('questionBank.noMatch', { search: isolated(search) }) : t('questionBank.empty'), loading: t('questionBank.loading'), found: t('questionBank.total', { total: list.data?.total ?? 0 }) };

  return (
    <section aria-labelledby="question-bank-title" className="flex min-h-0 flex-col gap-2 border-t border-gray-200 pt-3">
      <h2 id="question-bank-title" className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
        {t('questionBank.title')}
      </h2>
      <SearchedListHead label={t('questionBank.search')} value={search} onSearch={searchFor} query={list} shown={questions.length} statuses={statuses} retryLabel={t('questionBank.retry')} />
      {questions.length > 0 && (
        <ul aria-label={t('questionBank.list')} aria-busy={list.isFetching} className="flex max-h-72 flex-col gap-1.5 overflow-y-auto">
          {questions.map((question) => {
            const text = textOf(question);
            return (
              <li key={question.id} className="flex flex-col gap-1 rounded-md border border-gray-200 bg-white px-2 py-1.5">
                <span className="text-[0.6875rem] font-medium text-primary-700">{t(`quiz.kinds.${question.kind}`, { ns: 'elements' })}</span>
                <p dir="auto" className="line-clamp-3 text-xs break-words text-gray-800" title={text}>
                  {text}
                </p>
                <div className="flex justify-end gap-1">
                  <ItemButton onClick={() => use(question)} name={t('questionBank.insertNamed', { question: isolated(text) })} tint="bg-primary-50 text-primary-800 hover:bg-primary-100">
                    {t('questionBank.insert')}
                  </ItemButton>
                  <ItemButton onClick={() => setRemoving(question)} name={t('questionBank.removeNamed', { question: isolated(text) })} tint="text-gray-600 hover:bg-danger-200/40 hover:text-danger-700">
                    {t('questionBank.remove')}
                  </ItemButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <SearchedListPager page={page} lastPage={lastPage} onPage={setPage} buttonClass={clsx(smallButton, 'hover:bg-gray-100 disabled:opacity-40')}
        labels={{ previous: t('questionBank.previous'), page: t('questionBank.page', { page, last: lastPage }), next: t('questionBank.next') }} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('questionBank.confirmTitle')}
        description={t('questionBank.confirmDescription', { question: isolated(removing ? textOf(removing) : '') })}
        confirmLabel={t('questionBank.remove')}
        onConfirm={() => void confirmRemove()}
        busy={busy}
      />
    </section>
  );
}
