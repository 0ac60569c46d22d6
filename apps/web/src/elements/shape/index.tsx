import { Shapes } from 'lucide-react';
import type { ElementDefinition } from '../types';
import { ShapeInspector } from './ShapeInspector';
import { ShapeRender } from './ShapeRender';

export const shapeElement: ElementDefinition = {
  type: 'shape',
  labelKey: 'types.shape',
  icon: Shapes,
  tab: 'Shapes',
  create: () => ({ shape: 'rectangle', size: { width: 200, height: 140 }, style: { fill: '#c7d2fe', radius: 12 } }),
  Render: ShapeRender,
  Inspector: ShapeInspector,
};
