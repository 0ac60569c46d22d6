/**
 * Resolves in a later task: the browser's turn to paint or answer a tap between two pieces of work that would
 * otherwise make one long task. `scheduler.yield()` where the browser has it (the rest of the work keeps its place
 * ahead of other tasks), else a timeout.
 */
export const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise<void>((resolve) => setTimeout(resolve, 0));
