/** The direction of a sorted column, as aria-sort names it. */
export type SortDirection = 'ascending' | 'descending';

/**
 * Rows sorted by one column, a copy: text by the reader's language's order (ignoring case), numbers by value, dates
 * (ISO text) by time. Empty values (never signed in) go last whichever way, and ties keep their order.
 */
export function sortRows<Row, Key extends keyof Row>(rows: readonly Row[], key: Key, direction: SortDirection, locale: string): Row[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[key];
      const y = b.row[key];
      const xEmpty = x === null || x === undefined;
      const yEmpty = y === null || y === undefined;
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? a.index - b.index : xEmpty ? 1 : -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
