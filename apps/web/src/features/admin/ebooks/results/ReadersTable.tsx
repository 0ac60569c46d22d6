// The readers, one row each (completion, score, last answer), each opening onto their answers; readers with hand-marked answers open at once.
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import type { BookResults, QuestionResult } from '@folio/shared';
import { marksByHand, percent, toMarkOf } from './figures';
import { ReaderAnswers } from './ReaderAnswers';

interface Props {
  bookId: string;
  results: BookResults;
  questions: Map<string, QuestionResult>;
}

/** A thin bar under a figure (completion, score): its share at a glance; the figure above says it in words. */
const Meter = ({ share }: { share: number }) => (
  <span aria-hidden className="mt-1 block h-1.5 w-24 overflow-hidden rounded-full bg-gray-100">
    <span className="block h-1.5 rounded-full bg-primary-500" style={{ width: `${share}%` }} />
  </span>
);

export function ReadersTable({ bookId, results, questions }: Props) {
  const { t, i18n } = useTranslation('ebooks');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // Rows the teacher opened or closed; the others follow whether the reader has answers to mark by hand.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const total = results.questions.length;
  const head = 'px-4 py-2 text-start font-semibold';
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className={head}>{t('results.reader')}</th>
            <th scope="col" className={head}>{t('results.answered')}</th>
            <th scope="col" className={head}>{t('results.score')}</th>
            <th scope="col" className={head}>{t('results.lastAnswer')}</th>
            <th scope="col" className={head}>{t('results.answers')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {results.readers.map((reader) => {
            const toMark = toMarkOf(reader, questions);
            const open = toggled[reader.user_id] ?? reader.answers.some((a) => marksByHand(questions.get(a.element_id), a));
            const panel = `results-answers-${reader.user_id}`;
            return (
              <Fragment key={reader.user_id}>
                <tr className={clsx(open && 'bg-gray-50/60')}>
                  <td className="px-4 py-2">
                    <bdi className="font-medium text-gray-900">{reader.name}</bdi>
                    <span className="block text-xs text-gray-600" dir="ltr">{reader.email}</span>
                    {toMark > 0 && (
                      <span className="mt-1 inline-block rounded-md border-s-4 border-warning-500 bg-warning-500/15 px-1.5 text-xs font-medium text-gray-900">
                        {t('results.readerToMark', { n: toMark })}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2 tabular-nums">
                    {t('results.ofQuestions', { n: reader.answered, total })}
                    <Meter share={percent(reader.answered, total)} />
                  </td>
                  <td className="px-4 py-2 tabular-nums">
                    {t('results.ofPoints', { score: reader.score, points: results.points })}
                    {results.points > 0 && <Meter share={percent(reader.score, results.points)} />}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    <time dateTime={reader.last_answered_at}>{date.format(new Date(reader.last_answered_at))}</time>
                  </td>
                  <td className="px-4 py-2">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={panel}
                      onClick={() => setToggled((was) => ({ ...was, [reader.user_id]: !open }))}
                      className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                    >
                      {t('results.showAnswers')}
                      <ChevronDown aria-hidden className={clsx('size-4 transition-transform', open && 'rotate-180')} />
                    </button>
                  </td>
                </tr>
                <tr id={panel} hidden={!open} className="bg-gray-50/60">
                  <td colSpan={5} className="px-4 pb-4">
                    {open && <ReaderAnswers bookId={bookId} reader={reader} questions={questions} date={date} />}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
