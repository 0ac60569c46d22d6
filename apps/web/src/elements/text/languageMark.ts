import { Mark } from '@tiptap/react';
import { LANGUAGE_TAG } from '@folio/shared';

const tagOf = (element: HTMLElement) => {
  const lang = element.getAttribute('lang');
  return lang !== null && LANGUAGE_TAG.test(lang) ? lang : null;
};

/**
 * A passage in another language than the book's (issue 54): `<span lang="…">`, the one attribute the rich-text policy
 * keeps on a span (RICH_TEXT_ATTRIBUTES), so that screen readers speak it with its own voice and the accessibility
 * checker counts it as marked. Not inclusive: what is typed right after a marked word is in the book's language again.
 * The span may also carry the text's styles: it is read by this mark and by TextStyle alike (neither consumes it).
 */
export const LanguageMark = Mark.create({
  name: 'language',
  inclusive: false,
  addAttributes() {
    return {
      lang: { default: null, parseHTML: tagOf, renderHTML: (attributes: { lang?: string | null }) => (attributes.lang ? { lang: attributes.lang } : {}) },
    };
  },
  parseHTML() {
    return [{ tag: 'span[lang]', consuming: false, getAttrs: (element: HTMLElement) => (tagOf(element) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});
