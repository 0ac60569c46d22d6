import { useEffect } from 'react';
import { useBlocker } from '../../../app/routing/AppRouter';

/**
 * Leaving with unsaved work warns: closing or reloading the tab through the browser's own question, moving
 * elsewhere in the app through the returned blocker (the screen asks and then proceeds or stays).
 */
export function useLeaveGuard(unsaved: boolean, isUnsavedNow: () => boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  // Asked at the moment of leaving: a choice that has just saved or reloaded may not have rendered yet.
  return useBlocker(({ currentLocation, nextLocation }) => isUnsavedNow() && currentLocation.pathname !== nextLocation.pathname);
}
