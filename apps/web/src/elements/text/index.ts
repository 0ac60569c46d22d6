import i18n from 'i18next';
import { Type } from 'lucide-react';
import { escapeHtml } from '@folio/shared';
import { defineElement } from '../defineElement';
import { TextInspector } from './TextInspector';
import { TextRender } from './TextRender';

export const textElement = defineElement({
  type: 'text',
  icon: Type,
  tab: 'Text',
  create: () => ({
    html: `<p>${escapeHtml(i18n.t('elements:text.placeholder'))}</p>`,
    size: { width: 320, height: 80 },
    style: { fontSize: 18, lineHeight: 1.5, color: '#1f2937' },
  }),
  Render: TextRender,
  Inspector: TextInspector,
});
