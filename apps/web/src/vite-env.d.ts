/// <reference types="vite/client" />
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Base of the API (default `/api`, served by the same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Domain of the auth cookies when the app spans sub-domains (spec §9); host-only by default. */
  readonly VITE_COOKIE_DOMAIN?: string;
}
