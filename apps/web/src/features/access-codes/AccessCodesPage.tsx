// /admin/access-codes: the batches of access codes a book's owner (or an admin) made, and "New batch".
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, Plus } from 'lucide-react';
import { isolated } from '../../app/i18n';
import { Button } from '../../components/Button';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Pagination } from '../../components/Pagination';
import { useAccessCodeBatchesQuery } from './api';
import { CreateBatchDialog } from './CreateBatchDialog';
import { dayOf, hasExpired } from './format';

const cell = 'px-4 py-2.5 align-top';

export default function AccessCodesPage() {
  const { t, i18n } = useTranslation('codes');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, isError, isLoading } = useAccessCodeBatchesQuery({ page });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-gray-600">{t('intro')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" />
          {t('newBatch')}
        </Button>
      </header>
      <section aria-labelledby="batches-title" aria-busy={isLoading} className="rounded-xl border border-gray-200 bg-white shadow-xs">
        <h2 id="batches-title" className="border-b border-gray-200 p-4 text-lg font-semibold text-gray-900">
          {t('batches')}
        </h2>
        {isError && (
          <div className="p-4">
            <ErrorBanner message={t('loadError')} />
          </div>
        )}
        {data && data.data.length === 0 && (
          <div className="flex flex-col items-center px-4 py-12 text-center">
            <KeyRound aria-hidden className="size-10 text-gray-400" />
            <p className="mt-3 max-w-md text-gray-600">{t('empty')}</p>
          </div>
        )}
        {data && data.data.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
                <tr>
                  <th scope="col" className={`${cell} text-start`}>{t('columns.batch')}</th>
                  <th scope="col" className={`${cell} text-start`}>{t('columns.books')}</th>
                  <th scope="col" className={`${cell} text-end`}>{t('columns.codes')}</th>
                  <th scope="col" className={`${cell} text-end`}>{t('columns.seatsTaken')}</th>
                  <th scope="col" className={`${cell} text-start`}>{t('columns.expires')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {data.data.map((batch) => (
                  <tr key={batch.id}>
                    <th scope="row" className={`${cell} text-start font-medium`}>
                      <Link to={batch.id} className="text-primary-700 hover:underline" dir="auto">
                        {batch.name || t('unnamed', { date: dayOf(i18n.language, batch.created_at) })}
                      </Link>
                      {batch.created_by && <p className="text-xs font-normal text-gray-600">{t('madeBy', { name: isolated(batch.created_by.name) })}</p>}
                    </th>
                    <td className={cell}>
                      <ul>
                        {batch.books.map((book) => (
                          <li key={book.id} dir="auto">{book.title}</li>
                        ))}
                      </ul>
                    </td>
                    <td className={`${cell} text-end tabular-nums`}>{batch.code_count.toLocaleString(i18n.language)}</td>
                    <td className={`${cell} text-end tabular-nums`}>
                      {t('seatsOf', { taken: batch.seats_taken.toLocaleString(i18n.language), total: (batch.code_count * batch.seats_per_code).toLocaleString(i18n.language) })}
                    </td>
                    <td className={cell}>
                      {batch.expires_at ? (hasExpired(batch.expires_at) ? t('expiredOn', { date: dayOf(i18n.language, batch.expires_at) }) : dayOf(i18n.language, batch.expires_at)) : t('never')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && data.last_page > 1 && (
          <div className="flex justify-end border-t border-gray-200 p-3">
            <Pagination page={page} pageCount={data.last_page} onPageChange={setPage} />
          </div>
        )}
      </section>
      <CreateBatchDialog open={creating} onOpenChange={setCreating} onMade={(id) => void navigate(id)} />
    </div>
  );
}
