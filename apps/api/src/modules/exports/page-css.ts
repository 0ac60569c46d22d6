import { SANS_STACK } from './fonts.ts';

/**
 * What an exported page needs besides its own inline styles, for the EPUB and the PDF alike: no margins
 * around the page, the site's sans stack for text without a family of its own, and the shape the reader's
 * stylesheet gives rich text's blocks.
 */
export const PAGE_CSS = `html, body { margin: 0; padding: 0; }
section { font-family: ${SANS_STACK}; }
p { margin: 0 0 0.5em; }
ul, ol { margin: 0; padding-inline-start: 1.5em; }
ul { list-style: disc; }
ol { list-style: decimal; }
blockquote { margin: 0; border-inline-start: 4px solid currentColor; padding-inline-start: 0.75em; }
a { color: inherit; }
`;
