import { startTransition, StrictMode, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { LanguageDirection } from './LanguageDirection';
import { persistor, store } from './store';
import { whenRestored } from './whenRestored';

/** The page's own spinner (index.html, shown while the app's first screen loads) goes as that screen commits. */
function StartingSpinnerGone() {
  useLayoutEffect(() => document.getElementById('app-starting')?.remove(), []);
  return null;
}

/**
 * Renders an entry's router (the site's, or the offline reader's) into #root, once the persisted slices are back in
 * the store, inside what every screen needs: the store, a spinner while a screen or its texts load, and the
 * language's direction for Radix parts.
 */
export function renderApp(app: ReactNode) {
  const root = createRoot(document.getElementById('root')!);
  // The app waits for the restored state here rather than in redux-persist's PersistGate: the gate commits its
  // placeholder first and swaps in the app from its componentDidMount, a synchronous update, so the whole first
  // screen rendered in one long task whatever the transition below asked for (the landing page: 280 ms in one
  // task at a phone's 4× slower CPU).
  void whenRestored(persistor).then(() =>
    // As a transition, React renders the first screen in slices, giving the browser its main thread between them:
    // on a phone the page answers a tap while the app starts, instead of after one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <StartingSpinnerGone />
          <Provider store={store}>
            <Suspense fallback={<FullScreenSpinner />}>
              <LanguageDirection>{app}</LanguageDirection>
            </Suspense>
          </Provider>
        </StrictMode>,
      ),
    ),
  );
}
