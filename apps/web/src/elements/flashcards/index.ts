import i18n from 'i18next';
import { GalleryVerticalEnd } from 'lucide-react';
import { defineElement } from '../defineElement';
import { newId } from '../common/ids';
import { FlashcardsInspector } from './FlashcardsInspector';
import { FlashcardsRender } from './FlashcardsRender';

export const flashcardsElement = defineElement({
  type: 'flashcards',
  icon: GalleryVerticalEnd,
  tab: 'Interactive',
  create: () => ({
    cards: [1, 2].map((n) => ({ id: newId(), front: i18n.t('elements:flashcards.placeholderFront', { n }), back: i18n.t('elements:flashcards.placeholderBack', { n }) })),
    size: { width: 420, height: 300 },
    style: { fill: '#eef2ff', color: '#1f2937', radius: 16 },
  }),
  Render: FlashcardsRender,
  Inspector: FlashcardsInspector,
  // Without script every card is listed with both of its sides.
});
