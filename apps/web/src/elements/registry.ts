import type { ElementType } from '@folio/shared';
import type { ElementDefinition, ElementTab } from './types';
import { audioElement } from './audio';
import { embedElement } from './embed';
import { flashcardsElement } from './flashcards';
import { headingElement } from './heading';
import { hotspotElement } from './hotspot';
import { imageElement } from './image';
import { lineElement } from './line';
import { linkElement } from './link';
import { quizElement } from './quiz';
import { shapeElement } from './shape';
import { textElement } from './text';
import { videoElement } from './video';

/**
 * Every element type, one line each (architecture.md §5): adding a type is its folder and a line here. The order
 * is the order of the insert buttons within a toolbar tab.
 */
export const ELEMENT_REGISTRY: Record<ElementType, ElementDefinition> = {
  text: textElement,
  heading: headingElement,
  image: imageElement,
  video: videoElement,
  audio: audioElement,
  embed: embedElement,
  shape: shapeElement,
  line: lineElement,
  link: linkElement,
  hotspot: hotspotElement,
  quiz: quizElement,
  flashcards: flashcardsElement,
};

/** The definition of a type, or undefined for a type this build does not know (a newer book). */
export function getElementDefinition(type: string): ElementDefinition | undefined {
  return Object.hasOwn(ELEMENT_REGISTRY, type) ? ELEMENT_REGISTRY[type as ElementType] : undefined;
}

/** The types inserted from a toolbar tab, in registry order. */
export function elementsForTab(tab: ElementTab): ElementDefinition[] {
  return Object.values(ELEMENT_REGISTRY).filter((d) => d.tab === tab);
}
