import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@folio/shared';
import { createStore } from '../../../app/store';
import { PublicLayout } from '../../../app/layouts/PublicLayout';
import { renderShell, SHELL_NAMESPACES } from './renderShell';

const files = import.meta.glob<Record<string, unknown>>('../../../../public/locales/*/*.json', { eager: true, import: 'default' });
const translations = (language: string) => Object.fromEntries(SHELL_NAMESPACES.map((ns) => [ns, files[`../../../../public/locales/${language}/${ns}.json`]!])) as Record<(typeof SHELL_NAMESPACES)[number], object>;
const text = (language: string, ns: string, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], files[`../../../../public/locales/${language}/${ns}.json`]) as string;

describe("the landing page's pre-rendered first screen", () => {
  it("should be the header and the hero a visitor sees, in each language's words", async () => {
    for (const language of LANGUAGES) {
      const html = await renderShell(language, translations(language));
      const shell = document.createElement('div');
      shell.innerHTML = html;
      expect(shell.querySelector('h1')?.textContent, language).toBe(text(language, 'store', 'landing.hero.title'));
      expect(shell.querySelector('main#main'), language).not.toBeNull();
      expect(shell.querySelector('header a[href="/login"]')?.textContent, language).toBe(text(language, 'common', 'nav.signIn'));
      expect(shell.querySelector('a[href="/register"]'), language).not.toBeNull();
      expect(shell.querySelector(`select option[value="${language}"]`)?.hasAttribute('selected'), language).toBe(true);
    }
  });

  it('should stay while the first screen loads, and give way to the app in one step once it has rendered', async () => {
    document.body.innerHTML = '<div id="landing-shell"><h1>Pre-rendered</h1></div><div id="root" hidden></div>';
    let arrive!: () => void;
    const Screen = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: () => <h1>The app</h1> }))));
    const router = createMemoryRouter([{ path: '/', element: <PublicLayout />, children: [{ index: true, element: <Screen /> }] }]);
    const root = document.getElementById('root')!;
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
      { container: root },
    );
    // The layout's header has rendered, hidden, and its screen is loading: the shell is what shows.
    expect(root.hidden).toBe(true);
    expect(document.getElementById('landing-shell')).not.toBeNull();
    await act(async () => arrive());
    // Found by its role only once the root is no longer hidden.
    await screen.findByRole('heading', { name: 'The app' });
    expect(document.getElementById('landing-shell')).toBeNull();
    expect(root.hidden).toBe(false);
  });
});
