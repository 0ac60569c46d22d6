/**
 * Keyboard shortcuts written as 'Mod+Shift+Z': `Mod` is Ctrl, or Cmd on a Mac. One notation serves matching
 * a key press and showing the shortcut in menus, tooltips and the help dialog.
 */
interface Combo {
  key: string;
  mod: boolean;
  shift: boolean;
  alt: boolean;
}

/** What a key press tells (a KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function parseShortcut(shortcut: string): Combo {
  // The key is the last part, so that 'Mod++' names the plus key.
  const plus = shortcut.endsWith('++');
  const parts = (plus ? shortcut.slice(0, -2) : shortcut).split('+').filter(Boolean);
  const key = plus ? '+' : (parts.pop() ?? '');
  const mods = new Set(parts.map((p) => p.toLowerCase()));
  return { key, mod: mods.has('mod'), shift: mods.has('shift'), alt: mods.has('alt') };
}

/**
 * A typed character other than a letter ('?', '+', '=') depends on the keyboard layout's use of Shift, so
 * Shift is not compared for those; letters, digits and named keys (ArrowUp, Delete) compare it.
 */
const shiftMatters = (key: string) => key.length > 1 || /^[a-z0-9]$/i.test(key);

export function matchesShortcut(press: KeyPress, shortcut: string): boolean {
  const combo = parseShortcut(shortcut);
  if (press.key.toLowerCase() !== combo.key.toLowerCase()) return false;
  if ((press.ctrlKey || press.metaKey) !== combo.mod) return false;
  if (press.altKey !== combo.alt) return false;
  return !shiftMatters(combo.key) || press.shiftKey === combo.shift;
}

const isMacPlatform = (platform = typeof navigator === 'undefined' ? '' : navigator.platform) => /mac|iphone|ipad/i.test(platform);

const KEY_NAMES: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
  Delete: 'Del',
  Backspace: '⌫',
};

/** The shortcut as people read it: 'Ctrl+Shift+Z' or '⌘⇧Z'. */
export function formatShortcut(shortcut: string, mac = isMacPlatform()): string {
  const combo = parseShortcut(shortcut);
  const key = KEY_NAMES[combo.key] ?? (combo.key.length === 1 ? combo.key.toUpperCase() : combo.key);
  if (mac) return `${combo.mod ? '⌘' : ''}${combo.alt ? '⌥' : ''}${combo.shift ? '⇧' : ''}${key}`;
  return [combo.mod && 'Ctrl', combo.alt && 'Alt', combo.shift && 'Shift', key].filter(Boolean).join('+');
}

/**
 * Whether a key press happens while the person types: in a text field, a select, or rich text being
 * edited. Shortcuts then belong to the field (Ctrl+Z undoes typing, arrows move the caret).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"], textarea, select')) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'range', 'color', 'file'].includes(target.type);
  return false;
}
