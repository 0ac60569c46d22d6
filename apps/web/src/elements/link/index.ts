import i18n from 'i18next';
import { MousePointerClick } from 'lucide-react';
import { elementFields, safeLinkUrl } from '@folio/shared';
import type { ElementDefinition } from '../types';
import { css, escapeHtml, htmlTag, textCss } from '../common/html';
import { safeColor } from '../common/safe';
import { LinkInspector } from './LinkInspector';
import { LinkRender } from './LinkRender';

export const linkElement: ElementDefinition = {
  type: 'link',
  labelKey: 'types.link',
  icon: MousePointerClick,
  tab: 'Interactive',
  create: () => ({ text: i18n.t('elements:link.placeholder'), url: 'https://', variant: 'button', size: { width: 200, height: 48 }, style: { fill: '#4f46e5', color: '#ffffff', fontSize: 16 } }),
  Render: LinkRender,
  Inspector: LinkInspector,
  // A page link points at the page's anchor in the static book (id="page-<id>", see pageToHtml).
  toHtml: (element) => {
    const { text, url, page, variant } = elementFields('link', element);
    const href = page ? `#page-${encodeURIComponent(page)}` : safeLinkUrl(url);
    const style = element.style ?? {};
    const look = variant === 'text'
      ? css({ color: safeColor(style.color) ?? '#4338ca', 'text-decoration': 'underline' })
      : css({ display: 'flex', 'align-items': 'center', 'justify-content': 'center', width: '100%', height: '100%', background: safeColor(style.fill) ?? '#4f46e5', color: safeColor(style.color) ?? '#ffffff', 'text-decoration': 'none', 'font-weight': '600', 'border-radius': 'inherit' });
    const attrs = { dir: 'auto', style: [textCss(style), look].filter(Boolean).join(';') };
    const label = escapeHtml(text || url || '');
    if (!href) return htmlTag('span', attrs, label);
    return htmlTag('a', { href, ...attrs, ...(href.startsWith('http') && { target: '_blank', rel: 'noopener noreferrer nofollow' }) }, label);
  },
};
