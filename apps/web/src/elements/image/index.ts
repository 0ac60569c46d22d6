import { Image } from 'lucide-react';
import { defineElement } from '../defineElement';
import { ImageInspector } from './ImageInspector';
import { ImageRender } from './ImageRender';

export const imageElement = defineElement({
  type: 'image',
  icon: Image,
  tab: 'Media',
  create: () => ({ src: '', alt: '', size: { width: 320, height: 220 }, style: { radius: 8 } }),
  Render: ImageRender,
  Inspector: ImageInspector,
});
