import { useTranslation } from 'react-i18next';
import type { AccountAnalytics, BookAnalytics } from '@folio/shared';
import { formatMoney } from '../library/price';
import { formatPercent } from './format';
import { ListCard } from './ListCard';

const useNumbers = () => {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return { locale: i18n.language, n: (value: number) => number.format(value) };
};

/** A sound's or video's file by its name (the whole address on hover), as the editor names it. */
function MediaFile({ target }: { target: string }) {
  const name = decodeURIComponent(target.split(/[?#]/)[0]?.split('/').pop() || target);
  return (
    <bdi dir="ltr" className="break-all" title={target}>
      {name}
    </bdi>
  );
}

/** An address as it is written (left to right in every language), or a page of the book (`page:12`) in words. */
function LinkTarget({ target }: { target: string }) {
  const { t } = useTranslation('analytics');
  const { n } = useNumbers();
  const page = /^page:(\d+)$/.exec(target);
  if (page) return <>{t('lists.toPage', { page: n(Number(page[1])) })}</>;
  return (
    <bdi dir="ltr" className="break-all">
      {target}
    </bdi>
  );
}

export function TopLinks({ links }: { links: BookAnalytics['links'] }) {
  const { t } = useTranslation('analytics');
  const { n } = useNumbers();
  return (
    <ListCard
      title={t('lists.links')}
      columns={[t('lists.link'), t('lists.clicks')]}
      rows={links.map((link) => ({ key: link.target, cells: [<LinkTarget target={link.target} />, n(link.clicks)] }))}
      empty={t('lists.noLinks')}
    />
  );
}

/** The words readers searched for: the owner's only, so the server sends null to anyone else and nothing shows. */
export function TopSearches({ searches }: { searches: NonNullable<BookAnalytics['searches']> }) {
  const { t } = useTranslation('analytics');
  const { n } = useNumbers();
  return (
    <ListCard
      title={t('lists.searches')}
      columns={[t('lists.words'), t('lists.times')]}
      rows={searches.map((search) => ({ key: search.words, cells: [<bdi>{search.words}</bdi>, n(search.count)] }))}
      empty={t('lists.noSearches')}
    />
  );
}

export function MediaPlays({ media }: { media: BookAnalytics['media'] }) {
  const { t } = useTranslation('analytics');
  const { n, locale } = useNumbers();
  return (
    <ListCard
      title={t('lists.media')}
      columns={[t('lists.medium'), t('lists.kind'), t('lists.plays'), t('lists.progress')]}
      rows={media.map((m) => ({ key: `${m.kind}:${m.target}`, cells: [<MediaFile target={m.target} />, t(`lists.kinds.${m.kind}`), n(m.plays), formatPercent(m.avg_progress, locale)] }))}
      empty={t('lists.noMedia')}
    />
  );
}

/** Where views came from: Folio's own site, an embed (on which site), an LMS, a class, a shared link, a downloaded copy (offline flipbook or EPUB). */
export function Sources({ sources }: { sources: AccountAnalytics['sources'] }) {
  const { t } = useTranslation('analytics');
  const { n } = useNumbers();
  const name = (row: AccountAnalytics['sources'][number]) =>
    row.source === 'embed' && row.site ? t('lists.sources.embedOn', { site: row.site }) : t(`lists.sources.${row.source}`);
  return (
    <ListCard
      title={t('lists.sourcesTitle')}
      columns={[t('lists.source'), t('cards.views')]}
      rows={sources.map((row) => ({ key: `${row.source}:${row.site ?? ''}`, cells: [name(row), n(row.views)] }))}
      empty={t('lists.noSources')}
    />
  );
}

const INTERACTIONS = ['read_aloud', 'flashcards', 'zooms', 'downloads', 'taps', 'answers'] as const;

export function Interactions({ interactions }: { interactions: BookAnalytics['interactions'] }) {
  const { t } = useTranslation('analytics');
  const { n } = useNumbers();
  return (
    <ListCard
      title={t('lists.interactions')}
      columns={[t('lists.interaction'), t('lists.times')]}
      rows={INTERACTIONS.map((key) => ({ key, cells: [t(`lists.interactionKinds.${key}`), n(interactions[key])] }))}
    />
  );
}

/** Sales beside reading: orders, their revenue in the shop's currency, coupons used, and orders per preview reader. */
export function Sales({ sales }: { sales: AccountAnalytics['sales'] }) {
  const { t } = useTranslation('analytics');
  const { n, locale } = useNumbers();
  const figures: [string, string][] = [
    ['orders', n(sales.orders)],
    ['revenue', formatMoney(sales.revenue, locale)],
    ['coupons', n(sales.coupons_used)],
    ['conversion', sales.conversion === null ? t('sales.noReaders') : formatPercent(sales.conversion, locale)],
  ];
  return (
    <section aria-labelledby="analytics-sales" className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
      <h2 id="analytics-sales" className="font-semibold text-gray-900">
        {t('sales.title')}
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key} className="flex flex-col">
            <dt className="text-sm text-gray-600">{t(`sales.${key}`)}</dt>
            {/* Left to right inside: an amount with its currency ("206.93 US$") would have its parts turned around in Arabic. */}
            <dd className="text-xl font-bold text-gray-900 tabular-nums">
              <bdi dir="ltr">{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-gray-600">{t('sales.conversionHint')}</p>
    </section>
  );
}
