import type { Rolldown } from 'vite';

/**
 * The libraries every page starts the app with (src/main.tsx and what it imports: React, the router, the store,
 * i18next with its backends). Only libraries whose code in the bundle is all needed at the start: a library part
 * of which only a screen uses stays out (react-i18next's `Trans`, for the sign-in page), or every page would load
 * it (`npm run bench:web` prints each page's first-load bytes).
 */
const STARTUP_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-redux',
  'use-sync-external-store',
  '@reduxjs/toolkit',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  'redux-persist',
  'i18next',
  'i18next-browser-languagedetector',
  'i18next-chained-backend',
  'i18next-http-backend',
  'i18next-localstorage-backend',
];

/** react-i18next without its `Trans` (and the HTML parser it brings). */
const REACT_I18NEXT_AT_START = /[\\/]node_modules[\\/]react-i18next[\\/](?!.*[\\/](Trans|TransWithoutContext)\.js$)/;

const STARTUP = new RegExp(`[\\\\/]node_modules[\\\\/](${STARTUP_LIBRARIES.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * One chunk for the libraries the app starts with. Left to itself, the bundler split them into some ten chunks
 * along the lines the lazy screens share them by (i18next with React's JSX runtime, RTK Query with the API, react-dom
 * with the app's own start). Every page loads them all, before anything else of the app runs: the split saved
 * nothing, each was a request of its own, and compressed one by one they were heavier than together. They change
 * only with an upgrade, so the chunk stays in a returning visitor's cache when the app's own code changes.
 */
export const startupLibraries: Rolldown.CodeSplittingGroup = {
  name: 'libraries',
  test: (id) => STARTUP.test(id) || REACT_I18NEXT_AT_START.test(id),
};
