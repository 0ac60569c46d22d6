import i18n from 'i18next';
import { Heading } from 'lucide-react';
import { defineElement } from '../defineElement';
import { HeadingRender } from './HeadingRender';
import { HeadingInspector } from './HeadingInspector';

export const headingElement = defineElement({
  type: 'heading',
  icon: Heading,
  tab: 'Text',
  create: () => ({
    text: i18n.t('elements:heading.placeholder'),
    level: 2,
    size: { width: 420, height: 60 },
    style: { fontSize: 36, fontWeight: 700, color: '#111827', lineHeight: 1.2 },
  }),
  Render: HeadingRender,
  Inspector: HeadingInspector,
});
