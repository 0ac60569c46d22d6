import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Check, Minus } from 'lucide-react';
import type { Assignment, AssignmentProgress, BookResults } from '@folio/shared';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useProgressQuery, useResultsQuery } from '../api';
import { formatDuration } from '../../analytics/format';
import { useDates } from '../format';
import { progressSummary, pupilProgress } from '../progress';
import { Empty, Panel, Table, rowHead, td, th } from '../ui';

const VIEWS = ['progress', 'results'] as const;
type View = (typeof VIEWS)[number];

/** An assigned book's progress (each pupil's page, answers and score) or its results (each question, each pupil's answers). */
export function AssignmentDetail({ classId, assignment }: { classId: string; assignment: Assignment }) {
  const { t } = useTranslation('classes');
  const [view, setView] = useState<View>('progress');
  return (
    <Panel
      title={t('detail.title', { title: assignment.item.title })}
      actions={
        <ChoiceButtons
          label={t('detail.view')}
          choices={VIEWS}
          value={view}
          onChange={setView}
          choiceLabel={(v) => t(`detail.views.${v}`)}
          className="inline-flex gap-1 rounded-lg bg-gray-100 p-1"
          buttonClass={(on) => clsx('rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600', on ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-700 hover:text-gray-900')}
        />
      }
    >
      {view === 'progress' ? <ProgressView classId={classId} assignmentId={assignment.id} /> : <ResultsView classId={classId} assignmentId={assignment.id} />}
    </Panel>
  );
}

const Yes = ({ on, label }: { on: boolean; label: string }) => (
  <span className={clsx('inline-flex items-center gap-1', on ? 'text-success-700' : 'text-gray-500')}>
    {on ? <Check aria-hidden className="size-4" /> : <Minus aria-hidden className="size-4" />}
    <span className="sr-only sm:not-sr-only">{label}</span>
  </span>
);

function ProgressView({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const { t, i18n } = useTranslation('classes');
  const progress = useProgressQuery({ id: classId, assignmentId });
  if (progress.isLoading) return <p className="text-sm text-gray-600">{t('loading')}</p>;
  if (!progress.data) return <ErrorBanner message={t('loadFailed')} />;
  return <ProgressTable progress={progress.data} locale={i18n.language} />;
}

function ProgressTable({ progress, locale }: { progress: AssignmentProgress; locale: string }) {
  const { t } = useTranslation('classes');
  const number = new Intl.NumberFormat(locale);
  const summary = progressSummary(progress);
  if (progress.students.length === 0) return <Empty>{t('detail.noPupils')}</Empty>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">{t('detail.summary', { opened: number.format(summary.opened), finished: number.format(summary.finished), count: summary.pupils })}</p>
      <Table
        caption={t('detail.views.progress')}
        head={
          <tr>
            {['pupil', 'opened', 'page', 'finished', 'answered', 'score', 'time'].map((c) => (
              <th key={c} scope="col" className={th}>
                {t(`detail.columns.${c}`)}
              </th>
            ))}
          </tr>
        }
      >
        {progress.students.map((s) => {
          const p = pupilProgress(s, progress.pages, progress.points);
          return (
            <tr key={s.id}>
              <th scope="row" className={rowHead}>
                <bdi>{s.name}</bdi>
              </th>
              <td className={td}>
                <Yes on={p.state !== 'notOpened'} label={p.state !== 'notOpened' ? t('yes') : t('no')} />
              </td>
              <td className={`${td} min-w-36`}>
                {p.page ? (
                  <div className="flex items-center gap-2">
                    <span className="tabular-nums whitespace-nowrap">{t('detail.pageOf', { at: number.format(p.page.at), of: number.format(p.page.of) })}</span>
                    <span role="img" aria-label={t('detail.percent', { percent: p.percent })} className="h-1.5 w-16 overflow-hidden rounded-full bg-gray-200">
                      <span className="block h-full rounded-full bg-primary-600" style={{ width: `${p.percent}%` }} />
                    </span>
                  </div>
                ) : (
                  <span className="text-gray-500">—</span>
                )}
              </td>
              <td className={td}>
                <Yes on={p.state === 'finished'} label={p.state === 'finished' ? t('yes') : t('no')} />
              </td>
              <td className={`${td} tabular-nums`}>{number.format(s.answered)}</td>
              <td className={`${td} tabular-nums whitespace-nowrap`}>{p.score ? t('detail.scoreOf', { got: number.format(p.score.got), of: number.format(p.score.of) }) : <span className="text-gray-500">—</span>}</td>
              {/* Reading time as the book's analytics count it: a pupil who never opened the book has none. */}
              <td className={`${td} tabular-nums whitespace-nowrap`}>{s.seconds > 0 ? formatDuration(s.seconds, locale) : <span className="text-gray-500">—</span>}</td>
            </tr>
          );
        })}
      </Table>
    </div>
  );
}

function ResultsView({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const { t, i18n } = useTranslation('classes');
  const results = useResultsQuery({ id: classId, assignmentId });
  if (results.isLoading) return <p className="text-sm text-gray-600">{t('loading')}</p>;
  if (!results.data) return <ErrorBanner message={t('loadFailed')} />;
  return <ResultsTables results={results.data} locale={i18n.language} />;
}

/** The class's results in a book: each question with the share of right answers, each pupil with their score. */
function ResultsTables({ results, locale }: { results: BookResults; locale: string }) {
  const { t } = useTranslation('classes');
  const dates = useDates();
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  if (results.questions.length === 0) return <Empty>{t('detail.noQuestions')}</Empty>;
  return (
    <div className="flex flex-col gap-6">
      <Table
        caption={t('detail.questions')}
        head={
          <tr>
            <th scope="col" className={th}>{t('detail.columns.question')}</th>
            <th scope="col" className={th}>{t('detail.columns.pageNumber')}</th>
            <th scope="col" className={th}>{t('detail.columns.answered')}</th>
            <th scope="col" className={th}>{t('detail.columns.right')}</th>
          </tr>
        }
      >
        {results.questions.map((q) => (
          <tr key={q.element_id}>
            <th scope="row" className={`${rowHead} max-w-md font-normal whitespace-normal`}>
              <bdi>{q.question || t('detail.untitled')}</bdi>
            </th>
            <td className={`${td} tabular-nums`}>{number.format(q.page)}</td>
            <td className={`${td} tabular-nums`}>{number.format(q.answered)}</td>
            <td className={`${td} tabular-nums`}>{q.answered > 0 ? percent.format(q.correct / q.answered) : '—'}</td>
          </tr>
        ))}
      </Table>
      {results.readers.length === 0 ? (
        <Empty>{t('detail.noAnswers')}</Empty>
      ) : (
        <Table
          caption={t('detail.readers')}
          head={
            <tr>
              <th scope="col" className={th}>{t('detail.columns.pupil')}</th>
              <th scope="col" className={th}>{t('detail.columns.answered')}</th>
              <th scope="col" className={th}>{t('detail.columns.score')}</th>
              <th scope="col" className={th}>{t('detail.columns.last')}</th>
            </tr>
          }
        >
          {results.readers.map((r) => (
            <tr key={r.user_id}>
              <th scope="row" className={rowHead}>
                <bdi>{r.name}</bdi>
              </th>
              <td className={`${td} tabular-nums`}>{t('detail.answeredOf', { got: number.format(r.answered), of: number.format(results.questions.length) })}</td>
              <td className={`${td} tabular-nums whitespace-nowrap`}>{t('detail.scoreOf', { got: number.format(r.score), of: number.format(results.points) })}</td>
              <td className={`${td} whitespace-nowrap`}>{dates.moment(r.last_answered_at)}</td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
