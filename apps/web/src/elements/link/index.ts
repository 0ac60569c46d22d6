import i18n from 'i18next';
import { MousePointerClick } from 'lucide-react';
import { defineElement } from '../defineElement';
import { LinkInspector } from './LinkInspector';
import { LinkRender } from './LinkRender';

export const linkElement = defineElement({
  type: 'link',
  icon: MousePointerClick,
  tab: 'Interactive',
  create: () => ({ text: i18n.t('elements:link.placeholder'), url: 'https://', variant: 'button', size: { width: 200, height: 48 }, style: { fill: '#4f46e5', color: '#ffffff', fontSize: 16 } }),
  Render: LinkRender,
  Inspector: LinkInspector,
  // A page link points at the page's anchor in the static book (id="page-<id>", see pageToHtml).
});
