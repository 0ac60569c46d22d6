import { Image } from 'lucide-react';
import type { ElementDefinition } from '../types';
import { ImageInspector } from './ImageInspector';
import { ImageRender } from './ImageRender';

export const imageElement: ElementDefinition = {
  type: 'image',
  labelKey: 'types.image',
  icon: Image,
  tab: 'Media',
  create: () => ({ src: '', alt: '', size: { width: 320, height: 220 }, style: { radius: 8 } }),
  Render: ImageRender,
  Inspector: ImageInspector,
};
