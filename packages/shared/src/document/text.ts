import { elementFields } from './elements.ts';
import type { BookElement } from './model.ts';

/**
 * The words an element holds, as a reader would say them: what read-aloud speaks and what a search inside
 * the book finds. Rich text goes through `richText` (the browser and the API each turn it into plain text with
 * their own sanitizer); a decorative image, a shape and a line give ''.
 */
export function elementText(element: BookElement, richText: (html: string) => string): string {
  switch (element.type) {
    case 'text':
      return richText(elementFields('text', element).html);
    case 'heading':
      return elementFields('heading', element).text;
    case 'link':
      return elementFields('link', element).text;
    case 'image': {
      const { alt, decorative } = elementFields('image', element);
      return decorative ? '' : alt;
    }
    case 'quiz': {
      const quiz = elementFields('quiz', element);
      return [quiz.question, ...quiz.options.map((o) => o.text)].filter(Boolean).join('. ');
    }
    case 'flashcards':
      return elementFields('flashcards', element).cards.map((c) => `${c.front}: ${c.back}`).join('. ');
    case 'audio':
    case 'video':
    case 'embed':
      // A player says its title.
      return elementFields(element.type, element).title ?? '';
    default:
      return '';
  }
}
