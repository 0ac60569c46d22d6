import type { Persistor } from 'redux-persist';

/**
 * Resolves once the persisted slices are back in the store (redux-persist's `bootstrapped`, which its own timeout
 * sets too when storage never answers), at once when they already are.
 */
export function whenRestored(persistor: Persistor): Promise<void> {
  const restored = () => persistor.getState().bootstrapped;
  return new Promise((resolve) => {
    if (restored()) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!restored()) return;
      unsubscribe();
      resolve();
    });
  });
}
