import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRecord } from '@folio/shared';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Pagination } from '../../components/Pagination';
import { useAuditQuery } from './api';
import { useDates } from './format';
import { Empty, Panel, Table, td, th } from './ui';

/** "Who viewed pupils' work": every teacher's opening of a pupil's book, newest first, page by page. */
export function AuditTab({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const dates = useDates();
  const [page, setPage] = useState(1);
  const audit = useAuditQuery({ id: record.id, page });
  const rows = audit.data?.data ?? [];
  // Actions Folio records are worded here; one it does not know yet is shown as the server names it.
  const actionText = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  return (
    <Panel title={t('audit.title')} intro={t('audit.intro')}>
      <ErrorBanner message={audit.error ? t('loadFailed') : null} />
      {audit.isLoading ? (
        <p className="text-sm text-gray-600">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <Empty>{t('audit.empty')}</Empty>
      ) : (
        <div className="flex flex-col gap-3">
          <Table
            caption={t('audit.title')}
            head={
              <tr>
                {['at', 'viewer', 'action', 'pupil', 'book'].map((c) => (
                  <th key={c} scope="col" className={th}>
                    {t(`audit.columns.${c}`)}
                  </th>
                ))}
              </tr>
            }
          >
            {rows.map((e) => (
              <tr key={e.id}>
                <td className={`${td} whitespace-nowrap`}>
                  <time dateTime={e.at}>{dates.moment(e.at)}</time>
                </td>
                <td className={td}>
                  {e.viewer ? <bdi>{e.viewer.name}</bdi> : <span className="text-gray-500">{t('audit.removedAccount')}</span>}
                </td>
                <td className={td}>{actionText(e.action)}</td>
                <td className={td}>
                  {e.student ? <bdi>{e.student.name}</bdi> : <span className="text-gray-500">{t('audit.wholeClass')}</span>}
                </td>
                <td className={td}>
                  {e.ebook ? <bdi>{e.ebook.title}</bdi> : <span className="text-gray-500">—</span>}
                </td>
              </tr>
            ))}
          </Table>
          <div className="flex justify-end">
            <Pagination page={page} pageCount={audit.data?.last_page ?? 1} onPageChange={setPage} />
          </div>
        </div>
      )}
    </Panel>
  );
}
