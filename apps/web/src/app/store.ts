import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
// The ES build: the CommonJS one breaks under Vite's production build (STACK-NOTES).
import storage from 'redux-persist/es/storage';
import { PERSIST_TIMEOUT_MS, PERSISTED_SLICES } from '@folio/shared';
import { authReducer, initFromCookies } from '../features/auth/authSlice';
import { authCookieSync } from '../features/auth/authCookieSync';
import { sessionCacheReset } from '../features/auth/sessionCacheReset';
import { readAuthCookies } from '../features/auth/authCookies';
import { toolbarReducer } from '../features/toolbar/toolbarSlice';
import { editorReducer } from '../features/editor/state/editorSlice';
import { scaleReducer } from '../features/scale/scaleSlice';
import { readerReducer } from '../features/reader/readerSlice';
import { drawingReducer } from '../features/drawing/drawingSlice';
import { apiSlice } from '../http/api';

const rootReducer = combineReducers({
  auth: authReducer,
  toolbar: toolbarReducer,
  editor: editorReducer,
  scale: scaleReducer,
  reader: readerReducer,
  drawing: drawingReducer,
  [apiSlice.reducerPath]: apiSlice.reducer,
});

/** Spec §9: only the toolbar, ebook and scale slices are persisted; auth comes from the cookies. */
const persistConfig = { key: 'folio', storage, whitelist: [...PERSISTED_SLICES], timeout: PERSIST_TIMEOUT_MS };

export function createStore() {
  const store = configureStore({
    // The state type is given: inferred through the persist config it widened to `any`, untyping every selector.
    reducer: persistReducer<ReturnType<typeof rootReducer>>(persistConfig, rootReducer),
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
  store.dispatch(initFromCookies(readAuthCookies()));
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const store = createStore();
export const persistor = persistStore(store);
