import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ClassDashboard, ClassRecord } from '@folio/shared';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useClassDashboardQuery } from './api';
import { useDates } from './format';
import { sortRows, type SortDirection } from './sortRows';
import { Empty, Panel, Table, rowHead, td, th } from './ui';

type Row = ClassDashboard['students'][number];
const COLUMNS = ['name', 'last_sign_in_at', 'books_started', 'books_finished', 'questions_answered', 'books_written'] as const satisfies readonly (keyof Row)[];
type Column = (typeof COLUMNS)[number];

/** Each pupil's reading and writing in the class, sorted by any column (a header's button; again for the other way). */
export function DashboardTab({ record }: { record: ClassRecord }) {
  const { t, i18n } = useTranslation('classes');
  const dates = useDates();
  const dashboard = useClassDashboardQuery(record.id);
  const [sort, setSort] = useState<{ column: Column; direction: SortDirection }>({ column: 'name', direction: 'ascending' });
  const number = new Intl.NumberFormat(i18n.language);
  const data = dashboard.data;
  const rows = data ? sortRows(data.students, sort.column, sort.direction, i18n.language) : [];

  const sortBy = (column: Column) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : // Numbers and dates are most telling from the highest and the latest.
          { column, direction: column === 'name' ? 'ascending' : 'descending' },
    );

  return (
    <Panel title={t('dashboard.title')} intro={data ? t('dashboard.intro', { count: data.students.length, assignments: number.format(data.assignments) }) : undefined}>
      <ErrorBanner message={dashboard.error ? t('loadFailed') : null} />
      {dashboard.isLoading ? (
        <p className="text-sm text-gray-600">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <Empty>{t('pupils.empty')}</Empty>
      ) : (
        <Table
          caption={t('dashboard.caption')}
          head={
            <tr>
              {COLUMNS.map((column) => {
                const sorted = sort.column === column;
                const Icon = !sorted ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
                return (
                  <th key={column} scope="col" className={th} aria-sort={sorted ? sort.direction : undefined}>
                    <button type="button" onClick={() => sortBy(column)} className="inline-flex items-center gap-1 rounded text-start font-semibold tracking-wide uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-600">
                      {t(`dashboard.columns.${column}`)}
                      <Icon aria-hidden className={sorted ? 'size-3.5 text-primary-700' : 'size-3.5 text-gray-400'} />
                    </button>
                  </th>
                );
              })}
            </tr>
          }
        >
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className={rowHead}>
                <bdi>{r.name}</bdi>
              </th>
              <td className={`${td} whitespace-nowrap`}>{r.last_sign_in_at ? dates.moment(r.last_sign_in_at) : <span className="text-gray-500">{t('never')}</span>}</td>
              <td className={`${td} tabular-nums`}>{number.format(r.books_started)}</td>
              <td className={`${td} tabular-nums`}>{number.format(r.books_finished)}</td>
              <td className={`${td} tabular-nums`}>{number.format(r.questions_answered)}</td>
              <td className={`${td} tabular-nums`}>{number.format(r.books_written)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}
