import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Download } from 'lucide-react';
import clsx from 'clsx';
import type { QuestionResult } from '@folio/shared';
import { BackLink } from '../../../../components/BackLink';
import { Button } from '../../../../components/Button';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { errorMessage } from '../../../../http/client';
import { useEbookQuery } from '../api';
import { useBookResultsQuery } from './api';
import { resultsCsv } from './resultsCsv';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/**
 * A book's results for its owner (/admin/ebooks/:id/results): each question, hardest first, with the share of
 * right answers and how often each option was chosen (as bars and as words), then each reader with their score,
 * and the whole as CSV.
 */
export default function BookResultsPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('ebooks');
  const { currentData: book } = useEbookQuery(id);
  const { currentData: results, error, isLoading } = useBookResultsQuery(id);
  useDocumentTitle(book ? t('results.documentTitle', { title: book.title }) : t('results.title'));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const download = () => {
    if (!results || !book) return;
    const header = ['reader', 'email', 'page', 'question', 'answer', 'correct', 'score', 'points', 'tries', 'answeredAt'].map((key) => t(`results.csv.${key}`));
    // A byte order mark, so that spreadsheets read the file as UTF-8 (Arabic, Bengali, Japanese names).
    const blob = new Blob(['\uFEFF', resultsCsv(results, header)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${book.slug || 'book'}-results.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="flex flex-col gap-6">
      <BackLink to={`/admin/ebooks/${encodeURIComponent(id)}`} className="w-fit font-semibold">
        {t('results.back')}
      </BackLink>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t('results.title')}</h1>
          {book && (
            <p className="text-gray-600">
              <bdi>{book.title}</bdi>
            </p>
          )}
        </div>
        {results && results.readers.length > 0 && (
          <Button variant="secondary" onClick={download}>
            <Download aria-hidden className="size-4" />
            {t('results.download')}
          </Button>
        )}
      </div>

      {isLoading && <p role="status">{t('results.loading')}</p>}
      {error && <p role="alert" className="text-danger-700">{errorMessage(error, t('results.failed'))}</p>}
      {results && results.questions.length === 0 && <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('results.noQuestions')}</p>}
      {results && results.questions.length > 0 && (
        <>
          <p className="text-gray-700">{t('results.summary', { readers: results.readers.length, questions: results.questions.length, points: results.points })}</p>
          <section aria-labelledby="results-questions" className="flex flex-col gap-3">
            <h2 id="results-questions" className="text-lg font-semibold text-gray-900">
              {t('results.questions')}
            </h2>
            <ol className="flex flex-col gap-3">
              {results.questions.map((question) => (
                <QuestionCard key={question.element_id} question={question} />
              ))}
            </ol>
          </section>
          <section aria-labelledby="results-readers" className="flex flex-col gap-3">
            <h2 id="results-readers" className="text-lg font-semibold text-gray-900">
              {t('results.readers')}
            </h2>
            {results.readers.length === 0 ? (
              <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('results.noReaders')}</p>
            ) : (
              <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
                <table className="w-full text-sm">
                  <thead className="bg-gray-50 text-start text-gray-700">
                    <tr>
                      <th scope="col" className="px-4 py-2 text-start font-semibold">{t('results.reader')}</th>
                      <th scope="col" className="px-4 py-2 text-start font-semibold">{t('results.answered')}</th>
                      <th scope="col" className="px-4 py-2 text-start font-semibold">{t('results.score')}</th>
                      <th scope="col" className="px-4 py-2 text-start font-semibold">{t('results.lastAnswer')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {results.readers.map((reader) => (
                      <tr key={reader.user_id}>
                        <td className="px-4 py-2">
                          <bdi className="font-medium text-gray-900">{reader.name}</bdi>
                          <span className="block text-xs text-gray-600" dir="ltr">{reader.email}</span>
                        </td>
                        <td className="px-4 py-2 tabular-nums">{t('results.ofQuestions', { n: reader.answered, total: results.questions.length })}</td>
                        <td className="px-4 py-2 tabular-nums">{t('results.ofPoints', { score: reader.score, points: results.points })}</td>
                        <td className="px-4 py-2 whitespace-nowrap">
                          <time dateTime={reader.last_answered_at}>{date.format(new Date(reader.last_answered_at))}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** One question: how many were right, and each option as a bar whose length is the share of readers who chose it. */
function QuestionCard({ question }: { question: QuestionResult }) {
  const { t } = useTranslation('ebooks');
  const right = percent(question.correct, question.answered);
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <p className="text-xs text-gray-600">{t('results.page', { page: question.page })}</p>
      <h3 className="font-semibold text-gray-900">
        <bdi>{question.question || t('results.untitled')}</bdi>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {question.answered ? t('results.right', { correct: question.correct, answered: question.answered, percent: right }) : t('results.unanswered')}
        {question.earlier > 0 && <span className="ms-2 text-gray-600">{t('results.earlier', { n: question.earlier })}</span>}
      </p>
      <ul className="mt-3 flex flex-col gap-1.5">
        {question.spread.map((option) => {
          const share = percent(option.chosen, question.answered);
          return (
            <li key={option.option_id} className="grid grid-cols-[minmax(6rem,14rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate">
                <bdi>{option.text}</bdi>
                {option.correct && <span className="ms-1 text-success-700">{t('results.rightOption')}</span>}
              </span>
              <span aria-hidden className="h-3 rounded-full bg-gray-100">
                <span className={clsx('block h-3 rounded-full', option.correct ? 'bg-success-600' : 'bg-primary-300')} style={{ width: `${share}%` }} />
              </span>
              <span className="tabular-nums text-gray-700">{t('results.chosen', { n: option.chosen, percent: share })}</span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
