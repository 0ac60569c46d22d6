import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { BookElement, ElementType } from '@folio/shared';

/**
 * The element registry's contract (architecture.md §5): every element type is one folder exporting one
 * definition; the editor, the reader, previews and exports draw and describe elements through it only.
 */
export type ElementMode = 'edit' | 'read' | 'thumbnail';

export interface RenderProps<E extends BookElement = BookElement> {
  element: E;
  mode: ElementMode;
  /** edit mode only: the element is being edited inline (double-click), e.g. the text's rich editor is live */
  editing?: boolean;
  /** edit mode: inline edits (text typed, card added) */
  onChange?: (changes: Partial<BookElement>) => void;
  /** read mode: a link to a page of the book */
  onNavigate?: (pageIndex: number) => void;
  /** read mode: the element read aloud now is highlighted */
  highlighted?: boolean;
}

export interface InspectorProps<E extends BookElement = BookElement> {
  element: E;
  onChange: (changes: Partial<BookElement>) => void;
  /** the book's pages (for link targets) and the images already used in the book (to pick from) */
  context: { pages: { id: string; name: string }[]; media: string[] };
}

export type ElementTab = 'Text' | 'Media' | 'Shapes' | 'Interactive';

export interface ElementDefinition<E extends BookElement = BookElement> {
  type: ElementType;
  /** key in the 'elements' namespace */
  labelKey: string;
  icon: LucideIcon;
  /** toolbar tab it is inserted from (spec default tab 'Text') */
  tab: ElementTab;
  /** type fields, style and size of a new element (position comes from the editor's defaults) */
  create(): Partial<BookElement>;
  /**
   * Kinds of the type inserted from buttons of their own (a question: multiple choice, true or false, matching…):
   * each one's fields go over `create()`'s. Without them, the type has one button.
   */
  variants?: { key: string; labelKey: string; icon: LucideIcon; create(): Partial<BookElement> }[];
  Render: ComponentType<RenderProps<E>>;
  /** the type's own properties */
  Inspector: ComponentType<InspectorProps<E>>;
}
