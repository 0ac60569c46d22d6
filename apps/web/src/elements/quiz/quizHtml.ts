import { elementFields, kindOf, mixedOrder, sentenceParts, type BookElement } from '@folio/shared';
import { css, escapeHtml, htmlTag } from '../common/html';

const list = (tag: 'ul' | 'ol', texts: string[]) => htmlTag(tag, { style: 'margin:0;padding-inline-start:1.5em' }, texts.map((text) => htmlTag('li', {}, escapeHtml(text))).join(''));

/**
 * A question as static HTML (export, the scroll view without script): what it asks, never its answers. Blanks
 * are lines to write on, a matching's right sides and an ordering's items come mixed, as the reader sees them.
 */
export function quizHtml(element: BookElement): string {
  const quiz = elementFields('quiz', element);
  let body: string;
  switch (kindOf(quiz)) {
    case 'blanks': {
      const { texts, blanks } = sentenceParts(quiz.sentence ?? '');
      body = htmlTag('p', {}, texts.map((text, i) => escapeHtml(text) + (i < blanks.length ? '__________' : '')).join(''));
      break;
    }
    case 'matching':
      body = list('ul', (quiz.pairs ?? []).map((p) => p.left)) + list('ul', mixedOrder(quiz.pairs ?? [], element.id).map((p) => p.right));
      break;
    case 'ordering':
      body = list('ul', mixedOrder(quiz.items ?? [], element.id).map((item) => item.text));
      break;
    case 'short':
      body = htmlTag('div', { style: 'min-height:3em;border:1px solid #d1d5db;border-radius:6px' });
      break;
    default:
      body = list('ul', quiz.options.map((o) => o.text));
  }
  const box = css({ margin: '0', height: '100%', 'box-sizing': 'border-box', border: '1px solid #e5e7eb', 'border-radius': '12px', padding: '12px', background: '#ffffff' });
  return htmlTag('fieldset', { dir: 'auto', style: box }, htmlTag('legend', { style: 'font-weight:600' }, escapeHtml(quiz.question)) + body);
}
