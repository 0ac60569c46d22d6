import { fileURLToPath } from 'node:url';

/**
 * React Router's package exports name only its development build (with its warnings switched on and their
 * messages carried), whatever the bundler's mode: remix-run/react-router#14102. A production build of ours
 * takes its production build, which differs only in that switch.
 */
export const productionRouter = (command: 'build' | 'serve') =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: fileURLToPath(new URL('../../../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
        { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
      ]
    : [];
