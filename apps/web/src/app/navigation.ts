/**
 * Navigation from outside React (the API client's 401/403 handling). The router registers itself here;
 * before that, a full page load does the same job.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export const setNavigator = (fn: Navigate) => {
  navigate = fn;
};
export const navigateTo: Navigate = (to, opts) => navigate(to, opts);

/** The path and query the user is on, for the login redirect (spec §2 /login). */
export const currentLocation = () => window.location.pathname + window.location.search;

export const loginPathFor = (location: string) => `/login?redirect=${encodeURIComponent(location)}`;

/** Only same-site paths are followed after sign-in: `//host` or `https://...` could send the user away. */
export const safeRedirect = (target: string | null | undefined, fallback = '/admin') =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
