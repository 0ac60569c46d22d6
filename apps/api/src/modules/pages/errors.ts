/**
 * Why the pages of a book or a template could not be written. They say what went wrong in words a person can
 * act on and carry the facts the answer reports; plugins/errors.ts gives each its HTTP status.
 */
export type PageOwnerKind = 'ebook' | 'template';

const NOUN: Record<PageOwnerKind, string> = { ebook: 'book', template: 'template' };

const STALE_VERSION_MESSAGE = 'This book was changed elsewhere. Reload to get the latest version.';

/** The write was based on an older version than the stored one; `currentVersion` is null when the owner is gone. */
export class StaleVersionError extends Error {
  override name = 'StaleVersionError';
  constructor(readonly currentVersion: number | null) {
    super(STALE_VERSION_MESSAGE);
  }
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

/** The pages would take more than the limit in all; both sizes go with the answer, for the editor to say in the reader's language. */
export class BookTooLargeError extends Error {
  override name = 'BookTooLargeError';
  constructor(
    readonly kind: PageOwnerKind,
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`This ${NOUN[kind]} is too large to save: its pages would take ${megabytes(bytes)}, over the limit of ${megabytes(maxBytes)}. Remove some pages or large content and try again.`);
  }
}

/** The page order and the pages sent do not fit together; `field` names the part of the save at fault. */
export class PageOrderError extends Error {
  override name = 'PageOrderError';
  constructor(
    readonly field: 'order' | 'pages',
    readonly problem: string,
  ) {
    super(problem);
  }
}

/**
 * An element whose fields cannot be stored. `pageNumber` is the page's place in the book (1, 2, …), as the
 * editor shows it; `path` is the bad field inside the element (e.g. `options.0.text`); `field` is where it is
 * in the request (e.g. `pages.0.elements.2.options.0.text`), for the answer's `errors`.
 */
export class InvalidElementError extends Error {
  override name = 'InvalidElementError';
  constructor(
    readonly pageNumber: number,
    readonly elementId: string,
    readonly path: string,
    readonly problem: string,
    readonly field: string,
  ) {
    super(`Page ${pageNumber}, element "${elementId}": ${path ? `${path}: ` : ''}${problem}`);
  }
}
