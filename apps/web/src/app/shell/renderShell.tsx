import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createInstance, type Resource } from 'i18next';
import { configureStore } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@folio/shared';
import { rootReducer } from '../rootReducer';
import { Footer, PublicFrame } from '../layouts/PublicLayout';
import { Hero } from '../../features/landing/Hero';
import LoginPage from '../../features/auth/LoginPage';
import RegisterPage from '../../features/auth/RegisterPage';
import { LibraryShell } from '../../features/library/LibraryShell';

/**
 * The public pages whose first screen comes in the HTML, by address, with the translation namespaces that screen
 * shows beside the header's (`common`): the landing page's header and hero, and the sign-in and register forms
 * (their largest text otherwise painted only once the app had loaded: 3.1 s on a phone's network). `footer`: the
 * layout's footer too, where the screen is the whole page: a phone shows it under a sign-in form, its tagline
 * larger than the form's text (the largest paint, once the app had drawn it). Under the landing page's hero it
 * would stand where the page's other sections come. The library's first covers are the server's to fill in
 * (features/library/LibraryShell.tsx): painted with the HTML rather than once the app had loaded and rendered.
 */
export const SHELL_PAGES = {
  '/': { namespaces: ['store'], screen: () => <Hero />, footer: false },
  '/login': { namespaces: ['auth'], screen: () => <LoginPage />, footer: true },
  '/register': { namespaces: ['auth'], screen: () => <RegisterPage />, footer: true },
  '/ebooks': { namespaces: ['store'], screen: () => <LibraryShell />, footer: false },
} satisfies Record<string, { namespaces: string[]; screen: () => ReactElement; footer: boolean }>;

export type ShellPath = keyof typeof SHELL_PAGES;

/** Every namespace some shell shows: the build passes each language's files of these. */
export const SHELL_NAMESPACES = ['common', ...new Set(Object.values(SHELL_PAGES).flatMap((page) => page.namespaces))];

/**
 * A first screen as a visitor who is not signed in sees it, as static HTML in one language, drawn by the app's own
 * components: run at build time (build/prerenderShell.mjs), so that a phone paints the page's largest text with
 * the HTML instead of after the app has loaded (app/shell/handOver.ts swaps the app in). A form in it posts
 * (never a GET, which would put what was typed in the address) until the entry script holds its submissions for
 * the app (app/shell/heldSubmits.ts).
 */
export async function renderShell(path: ShellPath, language: Language, translations: Record<string, object>): Promise<string> {
  // Given to the components by the provider alone: `initReactI18next` would make it every later render's too.
  const i18n = createInstance();
  const resources: Resource = { [language]: translations };
  await i18n.init({ lng: language, fallbackLng: DEFAULT_LANGUAGE, resources, ns: SHELL_NAMESPACES, defaultNS: 'common', interpolation: { escapeValue: false } });
  const store = configureStore({ reducer: rootReducer });
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <PublicFrame>
            <main id="main" className="flex-1">
              {SHELL_PAGES[path].screen()}
            </main>
            {SHELL_PAGES[path].footer && <Footer />}
          </PublicFrame>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return html.replace(/<form /g, '<form method="post" ');
}
