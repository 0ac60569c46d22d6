import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createInstance, type Resource } from 'i18next';
import { configureStore } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@folio/shared';
import { rootReducer } from '../../../app/rootReducer';
import { PublicFrame } from '../../../app/layouts/PublicLayout';
import { Hero } from '../Hero';

/** The translation namespaces the first screen shows: the header's and the hero's. */
export const SHELL_NAMESPACES = ['common', 'store'] as const;

/**
 * The landing page's first screen (the header and the hero, as a visitor who is not signed in sees them) as
 * static HTML in one language, drawn by the app's own components: run at build time (build/prerenderShell.mjs),
 * so that a phone paints the page's largest text with the HTML instead of after the app has loaded
 * (features/landing/shell/handOver.ts swaps the app in).
 */
export async function renderShell(language: Language, translations: Record<(typeof SHELL_NAMESPACES)[number], object>): Promise<string> {
  const i18n = createInstance();
  const resources: Resource = { [language]: translations };
  await i18n.use(initReactI18next).init({ lng: language, fallbackLng: DEFAULT_LANGUAGE, resources, ns: [...SHELL_NAMESPACES], defaultNS: 'common', interpolation: { escapeValue: false } });
  const store = configureStore({ reducer: rootReducer });
  return renderToStaticMarkup(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <PublicFrame>
            <main id="main" className="flex-1">
              <Hero />
            </main>
          </PublicFrame>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}
