/**
 * Colours as the contrast rule needs them (WCAG 2.2 §1.4.3): sRGB channels 0–255 and an alpha, read from what
 * `safeColor` lets through (hex, rgb()/rgba(), hsl()/hsla(), a colour name). A value this module cannot read
 * (an unusual name) gives null, and the rule then says nothing rather than guess.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The CSS colour names authors are likely to type; others are left unread (null). */
const NAMED: Record<string, string> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00', orange: '#ffa500',
  purple: '#800080', pink: '#ffc0cb', gray: '#808080', grey: '#808080', silver: '#c0c0c0', navy: '#000080', maroon: '#800000',
  olive: '#808000', teal: '#008080', aqua: '#00ffff', cyan: '#00ffff', fuchsia: '#ff00ff', magenta: '#ff00ff', lime: '#00ff00',
  brown: '#a52a2a', gold: '#ffd700', beige: '#f5f5dc', ivory: '#fffff0', lightgray: '#d3d3d3', lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9', darkgrey: '#a9a9a9', lightyellow: '#ffffe0', lightblue: '#add8e6', darkblue: '#00008b', darkred: '#8b0000',
  darkgreen: '#006400', whitesmoke: '#f5f5f5', gainsboro: '#dcdcdc', transparent: '#00000000',
};

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));

function fromHex(hex: string): Rgba | null {
  let h = hex.slice(1);
  if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
  if (h.length !== 6 && h.length !== 8) return null;
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
}

/** A channel or alpha of rgb()/hsl(): a number, or a percentage of `scale`. */
const amount = (part: string, scale: number) => (part.endsWith('%') ? (parseFloat(part) / 100) * scale : parseFloat(part));

function fromHsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

export function parseColour(value: string | undefined): Rgba | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (v.startsWith('#')) return fromHex(v);
  if (NAMED[v]) return fromHex(NAMED[v]);
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(v);
  if (!fn) return null;
  const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const alpha = parts[3] === undefined ? 1 : clamp(amount(parts[3], 1), 1);
  if (fn[1]!.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => clamp(amount(p, 255), 255));
    return [r, g, b, alpha].some(Number.isNaN) ? null : { r: r!, g: g!, b: b!, a: alpha };
  }
  const [r, g, b] = fromHsl(parseFloat(parts[0]!), clamp(amount(parts[1]!, 1), 1), clamp(amount(parts[2]!, 1), 1));
  return [r, g, b, alpha].some(Number.isNaN) ? null : { r, g, b, a: alpha };
}

/** `top` painted over an opaque `under` at `top`'s alpha times `opacity` (an element's own opacity). */
export function over(top: Rgba, under: Rgba, opacity = 1): Rgba {
  const a = top.a * opacity;
  const mix = (x: number, y: number) => x * a + y * (1 - a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

/** WCAG 2.2 relative luminance. */
function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `#rrggbb` of an opaque colour, to say in a report which colours were compared. */
export const hexOf = ({ r, g, b }: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
