import i18n from 'i18next';
import { Crosshair } from 'lucide-react';
import { defineElement } from '../defineElement';
import { HotspotInspector } from './HotspotInspector';
import { HotspotRender } from './HotspotRender';

export const hotspotElement = defineElement({
  type: 'hotspot',
  icon: Crosshair,
  tab: 'Interactive',
  create: () => ({ label: i18n.t('elements:hotspot.placeholder'), opens: 'text', text: '', size: { width: 96, height: 96 } }),
  Render: HotspotRender,
  Inspector: HotspotInspector,
});
