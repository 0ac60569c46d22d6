/** How a version of a book came to be: by itself after a pause, at a submission for approval, by hand, or by a restore. */
export const VERSION_KINDS = ['auto', 'submission', 'manual', 'restore'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];
