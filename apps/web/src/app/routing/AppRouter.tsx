import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { Router, useRoutes, type RouteObject } from 'react-router';
import type { GuardedHistory, HeldMove, ShouldBlock, Update } from './guardedHistory';

const GuardContext = createContext<GuardedHistory | null>(null);

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A route table rendered by React Router over a guarded history (the app's, or a test's memory one). A move
 * renders as a transition (the screen stays until the next one has loaded, as with React Router's own routers), or
 * at once when it asked to (`navigate(to, { flushSync: true })`).
 */
export function AppRouter({ history, routes }: { history: GuardedHistory; routes: RouteObject[] }) {
  const [{ action, location }, setState] = useState<Pick<Update, 'action' | 'location'>>({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location, flushSync: now }) => {
        const show = () => setState({ action, location });
        if (now) flushSync(show);
        else startTransition(show);
      }),
    [history],
  );
  return (
    <GuardContext.Provider value={history}>
      <Router location={location} navigationType={action} navigator={history}>
        <Routes routes={routes} />
      </Router>
    </GuardContext.Provider>
  );
}

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: HeldMove['location']; proceed: () => void; reset: () => void };

/**
 * Holds in-app moves for which `shouldBlock` says yes (asked at the moment of the move) until the screen calls
 * `proceed` or `reset`; as React Router's `useBlocker`, outside its data routers (app/routing/guardedHistory.ts).
 */
export function useBlocker(shouldBlock: ShouldBlock): Blocker {
  const history = useContext(GuardContext);
  if (!history) throw new Error('useBlocker needs an AppRouter');
  const question = useRef(shouldBlock);
  useEffect(() => {
    question.current = shouldBlock;
  });
  useEffect(() => history.block((move) => question.current(move)), [history]);
  // Should the screen go while a move waits (a save that ended it), the move is dropped with it.
  useEffect(() => () => history.reset(), [history]);
  const held = useSyncExternalStore(history.subscribe, history.held);
  return held ? { state: 'blocked', location: held.location, proceed: history.proceed, reset: history.reset } : { state: 'unblocked' };
}
