import type { ComponentType } from 'react';
import type { ElementType } from '@folio/shared';
import type { RenderProps } from './types';
import { AudioRender } from './audio/AudioRender';
import { EmbedRender } from './embed/EmbedRender';
import { FlashcardsRender } from './flashcards/FlashcardsRender';
import { HeadingRender } from './heading/HeadingRender';
import { HotspotRender } from './hotspot/HotspotRender';
import { ImageRender } from './image/ImageRender';
import { LineRender } from './line/LineRender';
import { LinkRender } from './link/LinkRender';
import { QuizRender } from './quiz/QuizRender';
import { ShapeRender } from './shape/ShapeRender';
import { TextRender } from './text/TextRender';
import { VideoRender } from './video/VideoRender';

/**
 * What draws each element type, apart from the registry's definitions: a page drawn for reading, a preview or a
 * thumbnail needs its elements' Render only, not the editor's inspectors and their forms, uploads and schemas,
 * which the registry brings. The registry's definitions use these same components (registry.test.tsx).
 */
export const ELEMENT_RENDERERS: Record<ElementType, ComponentType<RenderProps>> = {
  text: TextRender,
  heading: HeadingRender,
  image: ImageRender,
  video: VideoRender,
  audio: AudioRender,
  embed: EmbedRender,
  shape: ShapeRender,
  line: LineRender,
  link: LinkRender,
  hotspot: HotspotRender,
  quiz: QuizRender,
  flashcards: FlashcardsRender,
};

/** A type this build draws (a newer book may hold others). */
export const isKnownType = (type: string): type is ElementType => Object.hasOwn(ELEMENT_RENDERERS, type);
