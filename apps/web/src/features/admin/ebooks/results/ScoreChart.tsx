// The readers' scores at a glance: a column chart of five score bands, with every number also written out.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderResult } from '@folio/shared';
import { averagePercent, BAND_COUNT, BAND_EDGES, scoreBands } from './figures';

/**
 * How many readers scored 0–20 %, 20–40 % … 80–100 % of the book's points, as columns in CSS (no chart library).
 * The columns follow the reading direction (lowest band first: on the right in Arabic); each carries its count
 * and its band as text, and the list says the same in words to a screen reader.
 */
export function ScoreChart({ readers, points }: { readers: Pick<ReaderResult, 'score'>[]; points: number }) {
  const { t } = useTranslation('ebooks');
  const titleId = useId();
  const bands = scoreBands(readers, points);
  const highest = Math.max(...bands, 1);
  const range = (band: number) => t('results.chart.band', { from: BAND_EDGES[band], to: BAND_EDGES[band + 1] });
  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id={titleId} className="text-lg font-semibold text-gray-900">
          {t('results.chart.title')}
        </span>
        <span className="text-sm text-gray-700">
          {t('results.chart.caption', { readers: readers.length, points })} · {t('results.chart.average', { percent: averagePercent(readers, points) })}
        </span>
      </figcaption>
      <ol className="grid h-52 grid-cols-5 items-end gap-2 border-b border-gray-300 sm:gap-4">
        {bands.map((n, band) => (
          <li key={band} className="flex h-full flex-col items-center justify-end gap-1">
            <span className="sr-only">{t('results.chart.bandReaders', { n, count: readers.length, range: range(band) })}</span>
            <span aria-hidden className="text-sm font-semibold tabular-nums text-gray-900">
              {n}
            </span>
            <span
              aria-hidden
              className={n ? 'w-full max-w-16 rounded-t-md bg-primary-500 transition-[height]' : 'w-full max-w-16 rounded-t-md bg-gray-200'}
              // Empty bands keep a sliver, so that the band still shows as a place with nobody in it.
              style={{ height: n ? `calc(${Math.max(n / highest, 0.04)} * 10rem)` : '2px' }}
            />
          </li>
        ))}
      </ol>
      <ol aria-hidden className="-mt-1 grid grid-cols-5 gap-2 text-center text-xs text-gray-600 sm:gap-4">
        {Array.from({ length: BAND_COUNT }, (_, band) => (
          <li key={band} className="tabular-nums">
            {range(band)}
          </li>
        ))}
      </ol>
    </figure>
  );
}
