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
  let shown: Path = inner.location;
  // The next POP is the undoing of a refused one (ignored), or the remaking of one the user let go (let through).
  let nextPop: 'undo' | 'pass' | null = null;
  // The move being made asked to be rendered at once (navigate's `flushSync`: leaving a guarded screen before
  // signing out, whose guard would otherwise send the user to sign in again).
  let flushSync = false;

  const setHeld = (move: typeof held) => {
    held = move;
    watchers.forEach((watcher) => watcher());
  };
  const blocks = (nextLocation: Path) =>
    shouldBlock !== null && createPath(nextLocation) !== createPath(shown) && shouldBlock({ currentLocation: shown, nextLocation });
  const guarded = (to: To, options: MoveOptions | undefined, move: () => void) => {
    if (held) return;
    const make = () => {
      flushSync = options?.flushSync === true;
      try {
        move();
      } finally {
        flushSync = false;
      }
    };
    const location = pathOf(to);
    if (blocks(location)) setHeld({ location, make });
    else make();
  };

  return Object.assign(Object.create(inner) as History, {
    push: (to: To, state?: unknown, options?: MoveOptions) => guarded(to, options, () => inner.push(to, state)),
    replace: (to: To, state?: unknown, options?: MoveOptions) => guarded(to, options, () => inner.replace(to, state)),
    listen(listener: (update: Update) => void) {
      return inner.listen((update) => {
        if (update.action === 'POP') {
          const pop = nextPop;
          nextPop = null;
          if (pop === 'undo') return;
          // An entry this history did not number (delta null) cannot be undone: it goes through.
          if (pop !== 'pass' && update.delta && !held && blocks(update.location)) {
            const { delta } = update;
            setHeld({ location: update.location, make: () => ((nextPop = 'pass'), inner.go(delta)) });
            nextPop = 'undo';
            inner.go(-delta);
            return;
          }
        }
        shown = update.location;
        listener({ ...update, flushSync });
      });
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
