import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Download } from 'lucide-react';
import { BackLink } from '../../../../components/BackLink';
import { Button } from '../../../../components/Button';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { errorMessage } from '../../../../http/client';
import { useEbookQuery } from '../../../ebooks/api';
import { useBookResultsQuery } from './api';
import { ResultsCourse } from './courseScope';
import { DateRange } from './DateRange';
import { questionsById } from './figures';
import { useAddressPeriod } from '../../../analytics/period';
import { QuestionCard } from './QuestionCard';
import { ReadersTable } from './ReadersTable';
import { LrsSettings } from './LrsSettings';
import { resultsCsv } from './resultsCsv';
import { ScoreChart } from './ScoreChart';

const box = 'rounded-lg border border-gray-200 bg-white p-6 text-gray-700';

/**
 * A book's results for its owner (/admin/ebooks/:id/results), or for an LMS course's instructor, of the course's
 * learners only (/lti/courses/:courseId/books/:id/results, where their launch lands), within the days kept in the address (?from=&to=):
 * the readers' scores as a chart, each question, hardest first (share right, options chosen, parts right,
 * answers to mark), then each reader with their completion, score and answers (where short answers are marked
 * by hand), and the whole as CSV.
 */
export default function BookResultsPage() {
  const { id = '', courseId } = useParams();
  const { t } = useTranslation('ebooks');
  // The days kept in the address, as the analytics keep theirs. A reversed range is said under the dates and never
  // asked of the server (which would refuse it).
  const { period: { from, to }, setPeriod: setDays, reversed } = useAddressPeriod();
  // An LMS instructor does not manage the book: its dashboard record is not theirs to read.
  const { currentData: book } = useEbookQuery(id, { skip: !!courseId });
  const { currentData: results, error, isFetching } = useBookResultsQuery({ id, course: courseId, from, to }, { skip: reversed });
  useDocumentTitle(book ? t('results.documentTitle', { title: book.title }) : t('results.title'));
  const filtered = !!(from || to);

  const download = () => {
    if (!results) return;
    const header = ['reader', 'email', 'page', 'question', 'answer', 'correct', 'score', 'points', 'tries', 'answeredAt'].map((key) => t(`results.csv.${key}`));
    // A byte order mark, so that spreadsheets read the file as UTF-8 (Arabic, Bengali, Japanese names).
    const blob = new Blob(['\uFEFF', resultsCsv(results, header)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${book?.slug || 'book'}-results${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <ResultsCourse.Provider value={courseId}>
      <div className={courseId ? 'mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10' : 'flex flex-col gap-6'}>
        {courseId ? (
          <BackLink to={`/flipbooks/${encodeURIComponent(id)}`} className="w-fit font-semibold">
            {t('results.course.openBook')}
          </BackLink>
        ) : (
          <BackLink to={`/admin/ebooks/${encodeURIComponent(id)}`} className="w-fit font-semibold">
            {t('results.back')}
          </BackLink>
        )}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-gray-900">{t('results.title')}</h1>
            {book && (
              <p className="text-gray-600">
                <bdi>{book.title}</bdi>
              </p>
            )}
            {courseId && <p className="text-gray-600">{t('results.course.intro')}</p>}
          </div>
          {results && results.readers.length > 0 && (
            <Button variant="secondary" onClick={download}>
              <Download aria-hidden className="size-4" />
              {t('results.download')}
            </Button>
          )}
        </div>

        <DateRange from={from} to={to} reversed={reversed} onChange={setDays} />

        {isFetching && !results && <p role="status">{t('results.loading')}</p>}
        {error && <p role="alert" className="text-danger-700">{errorMessage(error, t('results.failed'))}</p>}
        {results && results.questions.length === 0 && <p className={box}>{t('results.noQuestions')}</p>}
        {results && results.questions.length > 0 && (
          <>
            <p className="text-gray-700">{t('results.summary', { readers: results.readers.length, questions: results.questions.length, points: results.points })}</p>
            {filtered && results.readers.length === 0 && (
              <div className={box}>
                <p>{t('results.noAnswersInRange')}</p>
                <Button variant="secondary" className="mt-3" onClick={() => setDays({})}>
                  {t('results.filter.clear')}
                </Button>
              </div>
            )}
            {results.readers.length > 0 && results.points > 0 && <ScoreChart readers={results.readers} points={results.points} />}
            <section aria-labelledby="results-questions" className="flex flex-col gap-3">
              <h2 id="results-questions" className="text-lg font-semibold text-gray-900">
                {t('results.questions')}
              </h2>
              <ol className="flex flex-col gap-3">
                {results.questions.map((question) => (
                  <QuestionCard key={question.element_id} question={question} filtered={filtered} />
                ))}
              </ol>
            </section>
            {!(filtered && results.readers.length === 0) && (
              <section aria-labelledby="results-readers" className="flex flex-col gap-3">
                <h2 id="results-readers" className="text-lg font-semibold text-gray-900">
                  {t('results.readers')}
                </h2>
                {results.readers.length === 0 ? (
                  <p className={box}>{t('results.noReaders')}</p>
                ) : (
                  <ReadersTable bookId={id} results={results} questions={questionsById(results)} />
                )}
              </section>
            )}
          </>
        )}
        {!courseId && <LrsSettings bookId={id} />}
      </div>
    </ResultsCourse.Provider>
  );
}
