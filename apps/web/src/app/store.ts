import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
// The ES build: the CommonJS one breaks under Vite's production build (STACK-NOTES).
import storage from 'redux-persist/es/storage';
import { PERSIST_TIMEOUT_MS, PERSISTED_SLICES } from '@folio/shared';
import { initFromCookies } from '../features/auth/authSlice';
import { authCookieSync } from '../features/auth/authCookieSync';
import { sessionCacheReset } from '../features/auth/sessionCacheReset';
import { readAuthCookies } from '../features/auth/authCookies';
import { apiSlice } from '../http/api';
import { onSliceInjected, rootReducer, sliceInjected, type LazySlices } from './rootReducer';

/**
 * The state as screens read it: a lazily loaded slice is typed as present, because only its own module's
 * importers read it, and that module puts it in the state when it loads (app/rootReducer.ts).
 */
export type RootState = Omit<ReturnType<typeof rootReducer>, keyof LazySlices> & LazySlices;

/**
 * Spec §9: only the toolbar, ebook and scale slices are persisted; auth comes from the cookies. None of them is
 * loaded lazily, so the state restored at start is complete.
 */
const persistConfig = { key: 'folio', storage, whitelist: [...PERSISTED_SLICES], timeout: PERSIST_TIMEOUT_MS };

export function createStore() {
  const store = configureStore({
    // The state type is given: inferred through the persist config it widened to `any`, untyping every selector.
    reducer: persistReducer<RootState>(persistConfig, rootReducer as Reducer<RootState>),
    middleware: (getDefault) =>
      // The development-only checks walk the whole state on every action; the editor's undo history (immer
      // patches) is large on big books and is never mutated outside its reducer, so they skip it.
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], ignoredPaths: ['editor.history'] },
        immutableCheck: { ignoredPaths: ['editor.history'] },
      })
        .prepend(authCookieSync.middleware, sessionCacheReset.middleware)
        .concat(apiSlice.middleware),
  });
  onSliceInjected((name) => store.dispatch(sliceInjected(name)));
  store.dispatch(initFromCookies(readAuthCookies()));
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const store = createStore();
export const persistor = persistStore(store);
