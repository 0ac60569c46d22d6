/** The mark on a pre-rendered form whose submission waits for the app (read by app/shell/handOver.ts). */
export const HELD_SUBMIT = 'data-held-submit';

/**
 * A pre-rendered form (`#page-shell`) is drawn before the app's code has arrived: pressing its button or Enter then
 * sends nothing, and the app, once it takes the shell's place, submits its own form with what was typed. Run by
 * the entry script, before any of the app's code; without a shell it does nothing.
 */
export function holdShellSubmits() {
  document.getElementById('page-shell')?.addEventListener('submit', (event) => {
    event.preventDefault();
    (event.target as HTMLFormElement).setAttribute(HELD_SUBMIT, '');
  });
}
