import { afterEach, describe, expect, it, vi } from 'vitest';

// The screens' modules, as the router's lazy screens load them: noted when loaded, empty otherwise.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../features/auth/LoginPage', () => (loaded.push('LoginPage'), { default: () => null }));
vi.mock('../features/library/LibraryPage', () => (loaded.push('LibraryPage'), { default: () => null }));
vi.mock('../features/library/prefetch', () => ({ prefetchLibrary: (search: URLSearchParams) => (loaded.push(`library data ${search.toString()}`), Promise.resolve()) }));
vi.mock('./i18n', () => ({ i18n: { loadNamespaces: () => Promise.resolve() } }));

afterEach(() => {
  loaded.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('the router the app opens with', () => {
  it("starts loading the screen of the address it opens on, inside the guards and error screens, with the screen's data", async () => {
    window.history.replaceState(null, '', '/ebooks?q=crabs');
    const { createRouter } = await import('./router');
    const { opening } = createRouter();
    await opening;
    expect([...loaded].sort()).toEqual(['LibraryPage', 'library data q=crabs']);
  });

  it('leaves the screens of other addresses alone', async () => {
    window.history.replaceState(null, '', '/login');
    const { createRouter } = await import('./router');
    await createRouter().opening;
    expect(loaded).toEqual(['LoginPage']);
  });
});
