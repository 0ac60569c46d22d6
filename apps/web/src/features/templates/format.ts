import type { TFunction } from 'i18next';
import type { Template } from '@folio/shared';

/** 'A4 · Landscape · 794 × 559 · Pages: 3', in the reader's language. */
export const formatLabel = (t: TFunction<'templates'>, tpl: Pick<Template, 'page_dimension' | 'orientation' | 'width' | 'height' | 'page_count'>) =>
  [
    tpl.page_dimension === 'custom' ? t('format.custom') : tpl.page_dimension,
    t(`format.${tpl.orientation}`),
    `${tpl.width} × ${tpl.height}`,
    t('format.pages', { n: tpl.page_count }),
  ].join(' · ');
