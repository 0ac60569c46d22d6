import { useLayoutEffect } from 'react';
import { HELD_SUBMIT } from './heldSubmits';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Gives the app's field what the visitor typed or chose in its pre-rendered twin: through the value's own setter
 * and the event typing or choosing sends, so that React and the form's state (react-hook-form) see it.
 */
function typeInto(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Whether the visitor changed a field's value from the one it came with. */
const changed = (field: Field) =>
  field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;

/**
 * What a visitor did in the shell before the app arrived, done again in the app: each field's value and check
 * (matched by name: a form's fields, the header's language), the focus with its selection, and a submission the
 * entry script held (heldSubmits.ts), sent once the values are in.
 */
function carryOver(shell: HTMLElement, root: HTMLElement) {
  const focused = document.activeElement;
  const fields = (within: HTMLElement) => [...within.querySelectorAll<Field>('input[name], textarea[name], select[name]')];
  const twins = new Map(fields(root).map((twin) => [`${twin.localName} ${twin.name}`, twin]));
  for (const field of fields(shell)) {
    const twin = twins.get(`${field.localName} ${field.name}`);
    if (!twin) continue;
    // Only what the visitor changed: the shell's own first values (its language, say: the server's guess, where the
    // app may know better) are not a choice.
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked && field.checked !== (twin as HTMLInputElement).checked) twin.click();
    } else if (changed(field) && field.value !== twin.value) typeInto(twin, field.value);
    if (field === focused) {
      twin.focus();
      // Email and number fields, and lists, have no selection to restore.
      if (!(field instanceof HTMLSelectElement) && !(twin instanceof HTMLSelectElement) && field.selectionStart !== null) {
        twin.setSelectionRange(field.selectionStart, field.selectionEnd, field.selectionDirection ?? undefined);
      }
    }
  }
  const forms = [...root.querySelectorAll('form')];
  shell.querySelectorAll('form').forEach((form, index) => {
    if (form.hasAttribute(HELD_SUBMIT)) forms[index]?.requestSubmit();
  });
}

/**
 * Some public pages' first screen comes pre-rendered in the HTML (`#page-shell`, put there by the server from the
 * build's `page-shells.json`) while the app, in a hidden `#root`, loads. The app takes its place in one frame, once
 * its first screen has rendered: nothing moves on the page (no layout shift), no spinner shows between the two,
 * and nothing typed into the shell is lost. Called again, or without a shell, it does nothing.
 */
function handOverFromShell() {
  const shell = document.getElementById('page-shell');
  const root = document.getElementById('root');
  if (root?.hidden) root.hidden = false;
  // Shown first: a hidden field takes no focus. Both are on the page within this one task, never painted together.
  if (shell && root) carryOver(shell, root);
  shell?.remove();
}

/**
 * Marks a shell that shows more than its screen's code can draw at once (the library's first covers, which the
 * server looked up): the screen hands over itself, once it can show as much, rather than the layout as soon as the
 * screen's code has arrived (which would put grey boxes where the covers were).
 */
export const SCREEN_HANDS_OVER = 'data-screen-hands-over';

/**
 * Hands over from the pre-rendered first screen when it commits: render it with (inside the Suspense of) a
 * screen. `screen`: rendered by the screen itself, which a shell marked SCREEN_HANDS_OVER waits for.
 */
export function ShellHandOver({ screen = false }: { screen?: boolean }) {
  useLayoutEffect(() => {
    if (screen || !document.querySelector(`#page-shell [${SCREEN_HANDS_OVER}]`)) handOverFromShell();
  }, [screen]);
  return null;
}
