// A part of the architecture check (architecture-check.mjs): every endpoint the web app injects into its one API
// (RTK Query's injectEndpoints) has a name of its own. Two features injecting the same name do not both get it: the
// first one loaded keeps it, and the other's hooks then ask the first one's address (a teacher who opened a class's
// dashboard saw the admin dashboard ask for /classes/undefined/dashboard). Endpoints are named at the line's start,
// `name: build.query…` or `build.mutation…`, as every feature writes them.
const ENDPOINT = /^\s+([A-Za-z_$][\w$]*):\s*build\.(?:query|mutation|infiniteQuery)\b/gm;

/** The findings over the web's files (path → text): each name defined in more than one file. */
export function endpointNameFindings(files, read) {
  const where = new Map();
  for (const file of files) {
    const text = read(file);
    if (!text.includes('injectEndpoints')) continue;
    for (const [, name] of text.matchAll(ENDPOINT)) where.set(name, [...(where.get(name) ?? []), file]);
  }
  return [...where].filter(([, found]) => new Set(found).size > 1).map(([name, found]) => `endpoint "${name}" is injected by ${[...new Set(found)].join(' and ')} (give each its own name)`);
}
