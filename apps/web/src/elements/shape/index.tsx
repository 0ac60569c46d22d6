import { Shapes } from 'lucide-react';
import { defineElement } from '../defineElement';
import { ShapeInspector } from './ShapeInspector';
import { ShapeRender } from './ShapeRender';

export const shapeElement = defineElement({
  type: 'shape',
  icon: Shapes,
  tab: 'Shapes',
  create: () => ({ shape: 'rectangle', size: { width: 200, height: 140 }, style: { fill: '#c7d2fe', radius: 12 } }),
  Render: ShapeRender,
  Inspector: ShapeInspector,
});
