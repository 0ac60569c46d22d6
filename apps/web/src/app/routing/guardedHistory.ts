import { createPath, parsePath, type Location, type To, type UNSAFE_createBrowserHistory } from 'react-router';

/** The browser's, a hash or a memory history (React Router's, made with `v5Compat`: a push is heard too). */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
/** A move as the history's listener hears it; `flushSync` when the move asked to be rendered at once. */
export type Update = Parameters<Parameters<History['listen']>[0]>[0] & { flushSync?: boolean };
type MoveOptions = { flushSync?: boolean };
type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Whether a move from the shown address to the next one must wait for the user's answer (a screen's unsaved work). */
export type ShouldBlock = (move: { currentLocation: Path; nextLocation: Path }) => boolean;

/** A move that waits for the user's answer: where it goes. */
export type HeldMove = { location: Path };

export type GuardedHistory = Omit<History, 'listen' | 'push' | 'replace'> & {
  push(to: To, state?: unknown, options?: MoveOptions): void;
  replace(to: To, state?: unknown, options?: MoveOptions): void;
  listen(listener: (update: Update) => void): () => void;
  /** Sets the one question asked before each move; returns its removal. */
  block(shouldBlock: ShouldBlock): () => void;
  /** The move waiting for an answer, if any (the same object until it changes, for useSyncExternalStore). */
  held(): HeldMove | null;
  /** Calls `onChange` when a move is held or let go. */
  subscribe(onChange: () => void): () => void;
  /** Makes the held move, unasked. */
  proceed(): void;
  /** Drops the held move: the user stays. */
  reset(): void;
};

const pathOf = (to: To): Path => ({ pathname: '/', search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) });

/**
 * A history whose moves a screen can hold until the user answers (the editor's "leave with unsaved changes?"):
 * React Router's own blocker exists only in its data routers, whose engine (loaders, actions, fetchers, which
 * Folio does not use: its data comes through RTK Query) would be 17 kB gzipped of every page's first load.
 *
 * A link or `navigate()` is held before it happens. The browser's back and forward buttons move first, so a held
 * one is undone at once (the history goes back by the same number of entries, a step the app never shows) and
 * made again if the user leaves.
 */
export function guardedHistory(inner: History): GuardedHistory {
  let shouldBlock: ShouldBlock | null = null;
  let held: (HeldMove & { make: () => void }) | null = null;
  const watchers = new Set<() => void>();
  // The address the app shows: during an undone back or forward, the history's own is briefly the refused one.
  let shown: Location = inner.location;
  // A refused back or forward being undone: the entry it returns to, and what to do once it has (a browser's
  // history moves later, in its own event; a memory one at once). Known by the entry, not by order.
  let undoing: { key: string; then: (() => void) | null } | null = null;
  // The entry a back or forward the user let go returns to: not asked about again.
  let passing: string | null = null;
  // The move being made asked to be rendered at once (navigate's `flushSync`: leaving a guarded screen before
  // signing out, whose guard would otherwise send the user to sign in again).
  let flushSync = false;

  const setHeld = (move: typeof held) => {
    held = move;
    watchers.forEach((watcher) => watcher());
  };
  const blocks = (nextLocation: Path) =>
    shouldBlock !== null && createPath(nextLocation) !== createPath(shown) && shouldBlock({ currentLocation: shown, nextLocation });
  // A move asked while another waits replaces it: the user's answer is about the latest one.
  const guarded = (to: To, options: MoveOptions | undefined, move: () => void) => {
    const make = () => {
      flushSync = options?.flushSync === true;
      try {
        move();
      } finally {
        flushSync = false;
      }
    };
    const location = pathOf(to);
    if (blocks(location)) return setHeld({ location, make });
    if (held) setHeld(null);
    make();
  };

  return Object.assign(Object.create(inner) as History, {
    push: (to: To, state?: unknown, options?: MoveOptions) => guarded(to, options, () => inner.push(to, state)),
    replace: (to: To, state?: unknown, options?: MoveOptions) => guarded(to, options, () => inner.replace(to, state)),
    listen(listener: (update: Update) => void) {
      const unlisten = inner.listen((update) => {
        if (update.action === 'POP') {
          if (undoing && update.location.key === undoing.key) {
            const { then } = undoing;
            undoing = null;
            return then?.();
          }
          if (passing !== null && update.location.key === passing) passing = null;
          // An entry this history did not number (delta null) cannot be undone: it goes through.
          else if (update.delta && blocks(update.location)) {
            const { delta, location } = update;
            const go = () => {
              passing = location.key;
              inner.go(delta);
            };
            // Let go before the undoing has landed, the step is made again once it has.
            setHeld({ location, make: () => (undoing ? (undoing.then = go) : go()) });
            undoing = { key: shown.key, then: null };
            inner.go(-delta);
            return;
          } else if (held) setHeld(null);
        }
        shown = update.location;
        listener({ ...update, flushSync });
      });
      // A move made while nobody listened (a sign-in that ended while the app's first screen rendered) is told at
      // once: the listener may have read the address before it.
      if (inner.location.key !== shown.key) {
        shown = inner.location;
        listener({ action: inner.action, location: shown, delta: null, flushSync: false });
      }
      return unlisten;
    },
    block(question: ShouldBlock) {
      shouldBlock = question;
      return () => {
        if (shouldBlock === question) shouldBlock = null;
      };
    },
    held: () => held,
    subscribe(onChange: () => void) {
      watchers.add(onChange);
      return () => void watchers.delete(onChange);
    },
    proceed() {
      const move = held;
      setHeld(null);
      move?.make();
    },
    reset: () => setHeld(null),
  });
}
