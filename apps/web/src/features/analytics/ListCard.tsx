import { useId, type ReactNode } from 'react';

export interface ListRow {
  key: string;
  /** The row's name (its first cell, a row heading), then its figures. */
  cells: [ReactNode, ...ReactNode[]];
}

/**
 * One list of a dashboard (top links, searches, sources…) as a card: a heading, and a table with a column per figure,
 * or a line saying there is nothing yet (`empty`; a list that always has its rows needs none).
 */
export function ListCard({ title, columns, rows, empty }: { title: string; columns: string[]; rows: ListRow[]; empty?: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
      <h2 id={titleId} className="border-b border-gray-200 px-4 py-3 font-semibold text-gray-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-gray-600">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={titleId} className="w-full text-sm">
            <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 text-start">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map(({ key, cells: [head, ...figures] }) => (
                <tr key={key}>
                  <th scope="row" className="max-w-xs px-4 py-2 text-start font-normal break-words text-gray-900">
                    {head}
                  </th>
                  {figures.map((figure, i) => (
                    <td key={i} className="px-4 py-2 tabular-nums text-gray-700">
                      {figure}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
