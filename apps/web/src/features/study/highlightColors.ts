import type { HighlightColor } from '@folio/shared';

/**
 * How each highlight colour is drawn: translucent over the page's words (the CSS Custom Highlight API's
 * ::highlight(folio-hl-…) in study.css, or boxes where a browser lacks it), and solid as a swatch in the panel.
 */
export const HIGHLIGHT_PAINT: Record<HighlightColor, { mark: string; swatch: string }> = {
  yellow: { mark: 'rgb(250 204 21 / 0.4)', swatch: '#facc15' },
  green: { mark: 'rgb(74 222 128 / 0.38)', swatch: '#4ade80' },
  blue: { mark: 'rgb(96 165 250 / 0.38)', swatch: '#60a5fa' },
  pink: { mark: 'rgb(244 114 182 / 0.38)', swatch: '#f472b6' },
};

/** The name a colour's highlights are registered under in CSS.highlights. */
export const highlightName = (color: HighlightColor) => `folio-hl-${color}`;
