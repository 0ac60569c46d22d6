import { lazy, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { memoryRouter } from '../../test/router';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, SHELL_COVER_MARK } from '@folio/shared';
import { useForm } from 'react-hook-form';
import { createStore } from '../store';
import { PublicLayout } from '../layouts/PublicLayout';
import { renderShell, SHELL_NAMESPACES } from './renderShell';
import { holdShellSubmits } from './heldSubmits';
import { SCREEN_HANDS_OVER, ShellHandOver } from './handOver';
import i18n from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', { eager: true, import: 'default' });
const translations = (language: string) => Object.fromEntries(SHELL_NAMESPACES.map((ns) => [ns, files[`../../../public/locales/${language}/${ns}.json`]!])) as Record<string, object>;
const text = (language: string, ns: string, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], files[`../../../public/locales/${language}/${ns}.json`]) as string;

/** The app, rendered into the page's hidden root with the public layout around `screen`, as main.tsx does. */
function renderApp(screen: ReactNode) {
  const router = memoryRouter([{ path: '/', element: <PublicLayout />, children: [{ index: true, element: screen }] }]);
  render(
    <Provider store={createStore()}>
      {router.element}
    </Provider>,
    { container: document.getElementById('root')! },
  );
}

/** A shell whose header offers English, the language it came in, and Arabic. */
const LANGUAGE_SHELL = `<div id="page-shell"><select name="language"><option value="en" selected>English</option><option value="ar">العربية</option></select></div><div id="root" hidden></div>`;

describe("the public pages' pre-rendered first screens", () => {
  it("should be the landing page's header and hero a visitor sees, in each language's words", async () => {
    for (const language of LANGUAGES) {
      const html = await renderShell('/', language, translations(language));
      const shell = document.createElement('div');
      shell.innerHTML = html;
      expect(shell.querySelector('h1')?.textContent, language).toBe(text(language, 'store', 'landing.hero.title'));
      expect(shell.querySelector('main#main'), language).not.toBeNull();
      expect(shell.querySelector('header a[href="/login"]')?.textContent, language).toBe(text(language, 'common', 'nav.signIn'));
      expect(shell.querySelector('a[href="/register"]'), language).not.toBeNull();
      // No footer under the hero: the landing page's other sections come between them.
      expect(shell.querySelector('footer'), language).toBeNull();
      expect(shell.querySelector(`select[name="language"] option[value="${language}"]`)?.hasAttribute('selected'), language).toBe(true);
    }
  });

  it("should be the sign-in and register forms in each language's words, whose fields the app's will take over", async () => {
    for (const language of LANGUAGES) {
      const shell = document.createElement('div');
      shell.innerHTML = await renderShell('/login', language, translations(language));
      expect(shell.querySelector('main h1')?.textContent, language).toBe(text(language, 'auth', 'login.title'));
      expect([...shell.querySelectorAll('main input')].map((input) => input.getAttribute('name')), language).toEqual(['email', 'password']);
      expect(shell.querySelector('main button[type="submit"]')?.textContent, language).toBe(text(language, 'auth', 'login.submit'));
      // The footer too, as the app's layout draws it: on a phone it shows under the form, with larger text.
      expect(shell.querySelector('main + footer p')?.textContent, language).toBe(text(language, 'common', 'footer.tagline'));
      shell.innerHTML = await renderShell('/register', language, translations(language));
      expect(shell.querySelector('main h1')?.textContent, language).toBe(text(language, 'auth', 'register.title'));
      expect([...shell.querySelectorAll('main input')].map((input) => input.getAttribute('name')), language).toEqual(['name', 'email', 'password', 'birth_year', 'accept_terms']);
      // Never a GET: pressed before the entry script holds it, a form would put the password in the address.
      expect(shell.querySelector('form')?.getAttribute('method'), language).toBe('post');
    }
  });

  it("should be the library's title, filters and a page of books loading in each language's words, its first covers marked for the server", async () => {
    for (const language of LANGUAGES) {
      const shell = document.createElement('div');
      shell.innerHTML = await renderShell('/ebooks', language, translations(language));
      expect(shell.querySelector('main h1')?.textContent, language).toBe(text(language, 'store', 'library.title'));
      expect(shell.querySelector('main [role="search"] input[type="search"]'), language).not.toBeNull();
      // Named, so that what the visitor types or picks before the app is here carries over to it.
      expect([...shell.querySelectorAll('main [role="search"] [name]')].map((field) => field.getAttribute('name')), language).toEqual(['q', 'category', 'sort']);
      // A page of twelve books loading, the first four with their covers in place, which the server fills in.
      expect(shell.querySelectorAll('main ul[aria-busy] > li'), language).toHaveLength(12);
      expect([...shell.querySelectorAll('main ul img')].map((img) => [img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]), language).toEqual(
        [0, 1, 2, 3].map((place) => [`${SHELL_COVER_MARK}${place}`, 'eager', 'high']),
      );
      // The library hands over itself, once its books have answered.
      expect(shell.querySelector(`main [${SCREEN_HANDS_OVER}]`), language).not.toBeNull();
      expect(shell.querySelector('footer'), language).toBeNull();
    }
  });

  it("should stay, on a screen that hands over itself, until that screen has what the shell shows", async () => {
    document.body.innerHTML = `<div id="page-shell"><div ${SCREEN_HANDS_OVER}><h1>Pre-rendered</h1></div></div><div id="root" hidden></div>`;
    let answer!: () => void;
    const Screen = () => {
      const [answered, setAnswered] = useState(false);
      answer = () => setAnswered(true);
      return (
        <>
          <h1>The app</h1>
          {answered && <ShellHandOver screen />}
        </>
      );
    };
    renderApp(<Screen />);
    // The screen has rendered, its books not yet answered: the shell, with their covers, is what shows.
    await vi.waitFor(() => expect(document.querySelector('#root h1')?.textContent).toBe('The app'));
    expect(document.getElementById('page-shell')).not.toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(true);
    act(() => answer());
    await screen.findByRole('heading', { name: 'The app' });
    expect(document.getElementById('page-shell')).toBeNull();
  });

  it('should stay while the first screen loads, and give way to the app in one step once it has rendered', async () => {
    document.body.innerHTML = '<div id="page-shell"><h1>Pre-rendered</h1></div><div id="root" hidden></div>';
    let arrive!: () => void;
    const Screen = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: () => <h1>The app</h1> }))));
    renderApp(<Screen />);
    const root = document.getElementById('root')!;
    // The layout's header has rendered, hidden, and its screen is loading: the shell is what shows.
    expect(root.hidden).toBe(true);
    expect(document.getElementById('page-shell')).not.toBeNull();
    await act(async () => arrive());
    // Found by its role only once the root is no longer hidden.
    await screen.findByRole('heading', { name: 'The app' });
    expect(document.getElementById('page-shell')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('should carry what was typed into the shell, the focus and a held press of its button over to the app', async () => {
    document.body.innerHTML = `<div id="page-shell"><form method="post"><input name="email"><input name="password" type="password"><input name="accept_terms" type="checkbox"><button type="submit">Go</button></form></div><div id="root" hidden></div>`;
    holdShellSubmits();
    const typed = (name: string) => document.querySelector<HTMLInputElement>(`#page-shell [name="${name}"]`)!;
    typed('email').value = 'ada@example.com';
    typed('password').value = 'secret pass';
    typed('accept_terms').checked = true;
    typed('password').focus();
    typed('password').setSelectionRange(2, 5);
    // Enter in a field, before the app is here: nothing leaves, the press is held.
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#page-shell form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);

    const sent = vi.fn();
    let arrive!: () => void;
    const Form = () => {
      const { register, handleSubmit } = useForm({ defaultValues: { email: '', password: '', accept_terms: false } });
      return (
        <form onSubmit={handleSubmit(sent)}>
          <input aria-label="Email" {...register('email')} />
          <input aria-label="Password" type="password" {...register('password')} />
          <input aria-label="Terms" type="checkbox" {...register('accept_terms')} />
        </form>
      );
    };
    const Screen = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: Form }))));
    renderApp(<Screen />);
    await act(async () => arrive());
    const password = await screen.findByLabelText<HTMLInputElement>('Password');
    expect(document.getElementById('page-shell')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    expect(password.value).toBe('secret pass');
    expect(screen.getByLabelText<HTMLInputElement>('Terms').checked).toBe(true);
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 5]);
    // The held press, sent with the form's own state: react-hook-form saw the values as typed.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledOnce());
    expect(sent.mock.calls[0]![0]).toEqual({ email: 'ada@example.com', password: 'secret pass', accept_terms: true });
  });

  it("should carry a language chosen in the shell's header over to the app", async () => {
    document.body.innerHTML = LANGUAGE_SHELL;
    document.querySelector<HTMLSelectElement>('#page-shell select')!.value = 'ar';
    const chosen = vi.spyOn(i18n, 'changeLanguage').mockResolvedValue(i18n.t);
    renderApp(<h1>The app</h1>);
    await screen.findByRole('heading', { name: 'The app' });
    expect(document.getElementById('page-shell')).toBeNull();
    expect(chosen).toHaveBeenCalledExactlyOnceWith('ar');
    chosen.mockRestore();
  });

  it("should leave the app's language alone when the shell came in another one, which the visitor did not choose", async () => {
    // The server guessed English from the browser; the app knows the visitor's Arabic from what it stored.
    document.body.innerHTML = LANGUAGE_SHELL;
    // Some Arabic, for i18next to resolve the language to it.
    i18n.addResourceBundle('ar', 'common', { language: { label: 'Language' } });
    await act(() => i18n.changeLanguage('ar'));
    const chosen = vi.spyOn(i18n, 'changeLanguage');
    renderApp(<h1>The app</h1>);
    await screen.findByRole('heading', { name: 'The app' });
    expect(document.getElementById('page-shell')).toBeNull();
    try {
      expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('ar');
      expect(chosen).not.toHaveBeenCalled();
    } finally {
      chosen.mockRestore();
      await act(() => i18n.changeLanguage('en'));
      i18n.removeResourceBundle('ar', 'common');
    }
  });
});
