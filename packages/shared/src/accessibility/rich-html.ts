/**
 * What the rules read of a text box's rich text, on the server as in the browser without a DOM: its words, its
 * links' words and the colours its spans set. The HTML was sanitised when stored (rich-text.ts), so a light scan
 * is enough here: nothing of this is ever shown, it is only checked.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The words of rich text: tags dropped, a block or a line break a space, entities read. */
export function richPlainText(html: string): string {
  const spaced = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<\/?(p|div|li|br|blockquote|ul|ol)\b[^>]*>/gi, ' ');
  return decode(spaced.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

/** An opening span that says its passage's language (the rich-text policy keeps `lang` on spans only). */
const MARKED_SPAN = /^<span\b[^>]*\slang\s*=\s*("[^"]+"|'[^']+'|[^\s"'>]+)[^>]*>$/i;

/**
 * The words of rich text outside the passages the author marked with their language (`<span lang>`, issue 54):
 * those are spoken in their own voice already. A marked passage, nested spans and all, counts as a space.
 */
export function richUnmarkedText(html: string): string {
  let depth = 0;
  /** The depth of the outermost marked span open, 0 outside one. */
  let marked = 0;
  const unmarked = html.replace(/<\/?span\b[^>]*>|<[^>]*>|[^<]+/gi, (token) => {
    if (/^<span\b/i.test(token)) {
      if (token.endsWith('/>')) return '';
      depth += 1;
      if (!marked && MARKED_SPAN.test(token)) marked = depth;
      return '';
    }
    if (/^<\/span/i.test(token)) {
      if (depth === marked) marked = 0;
      depth = Math.max(0, depth - 1);
      return '';
    }
    return marked && !token.startsWith('<') ? ' ' : token;
  });
  return richPlainText(unmarked);
}

/** The words of each link of rich text. */
export function richLinkTexts(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/gi)].map((m) => richPlainText(m[1] ?? ''));
}

/** The text colours (and the background under them, when the same tag sets one) that spans of rich text set. */
export function richColours(html: string): { color?: string; background?: string }[] {
  const out: { color?: string; background?: string }[] = [];
  for (const m of html.matchAll(/\sstyle\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const style = decode(m[2] ?? m[3] ?? '');
    const prop = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`, 'i').exec(style)?.[1]?.trim();
    const color = prop('color');
    const background = prop('background-color');
    if (color || background) out.push({ color, background });
  }
  return out;
}
