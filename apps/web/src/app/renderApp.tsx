import { startTransition, StrictMode, Suspense, useLayoutEffect, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { PersistGate } from 'redux-persist/integration/react';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { LanguageDirection } from './LanguageDirection';
import { persistor, store } from './store';

/** The page's own spinner (index.html, shown while the app's first screen loads) goes as that screen commits. */
function StartingSpinnerGone() {
  useLayoutEffect(() => document.getElementById('app-starting')?.remove(), []);
  return null;
}

/**
 * Renders an entry's routes (the site's, or the offline reader's) into #root, inside what every screen needs: the
 * store once restored, a spinner while a screen or its texts load, and the language's direction for Radix parts.
 */
export function renderApp(router: ComponentProps<typeof RouterProvider>['router']) {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first screen in slices, giving the browser its main thread between them:
  // on a phone the page answers a tap while the app starts, instead of after one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <StartingSpinnerGone />
        <Provider store={store}>
          <PersistGate loading={<FullScreenSpinner />} persistor={persistor}>
            <Suspense fallback={<FullScreenSpinner />}>
              <LanguageDirection>
                <RouterProvider router={router} />
              </LanguageDirection>
            </Suspense>
          </PersistGate>
        </Provider>
      </StrictMode>,
    ),
  );
}
