// The shared schemas the sign-in pages check with, in a chunk of their own: imported on use (lazyZodResolver,
// fetchAbilities), so that these pages load zod only once someone types or signs in. Importing '@folio/shared'
// itself on demand would make one chunk of the whole package and move more into every page's first load.
export { AppAbilitiesResponseSchema, LoginSchema, RegisterSchema } from '@folio/shared';
