/** A page's title and sanitisable HTML in one language, by slug. */
export type TranslatedPages = Record<'about' | 'terms' | 'privacy' | 'childrens-privacy' | 'cookies' | 'refund-policy', { title: string; content: string }>;

/** A page's HTML from its blocks, one block a line, so that the texts stay readable. */
export const html = (...blocks: string[]) => blocks.join('\n');
export const list = (...items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;
