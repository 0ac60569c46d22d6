import { Image } from 'lucide-react';
import { elementFields } from '@folio/shared';
import type { ElementDefinition } from '../types';
import { css, htmlTag } from '../common/html';
import { safeImageSrc } from '../common/safe';
import { ImageInspector } from './ImageInspector';
import { ImageRender, objectFitOf } from './ImageRender';

export const imageElement: ElementDefinition = {
  type: 'image',
  labelKey: 'types.image',
  icon: Image,
  tab: 'Media',
  create: () => ({ src: '', alt: '', size: { width: 320, height: 220 }, style: { radius: 8 } }),
  Render: ImageRender,
  Inspector: ImageInspector,
  toHtml: (element) => {
    const { src, alt, decorative } = elementFields('image', element);
    const safe = safeImageSrc(src);
    if (!safe) return '';
    const style = css({ width: '100%', height: '100%', 'object-fit': objectFitOf(element.style), 'border-radius': 'inherit', display: 'block' });
    return htmlTag('img', { src: safe, alt: decorative ? '' : alt, loading: 'lazy', style });
  },
};
