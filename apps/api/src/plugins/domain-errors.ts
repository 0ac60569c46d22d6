import { serverText } from '@folio/shared';
import { isDiskFull } from '../lib/disk-full.ts';
import { HttpError, validationFailed } from '../lib/http-error.ts';
import { StorageUnavailableError } from '../lib/storage/index.ts';
import { BookTooLargeError, InvalidElementError, PageOrderError, StaleVersionError } from '../modules/pages/errors.ts';

/**
 * The HTTP answer of each domain error (architecture.md §3): the services say what went wrong, this table says how
 * it is answered. Null for any other error.
 */
export function httpErrorOf(error: unknown): HttpError | null {
  // A stale write answers the current version beside the message, so that the editor can reload.
  if (error instanceof StaleVersionError) return new HttpError(409, error.message, undefined, undefined, { version: error.currentVersion });
  if (error instanceof BookTooLargeError) return new HttpError(413, error.message, undefined, undefined, { bytes: error.bytes, max_bytes: error.maxBytes });
  if (error instanceof PageOrderError) return validationFailed({ [error.field]: [error.problem] });
  if (error instanceof InvalidElementError) return new HttpError(422, error.message, { [error.field]: [error.problem] });
  if (error instanceof StorageUnavailableError) return new HttpError(503, error.message, undefined, { 'retry-after': '5' });
  // 507 Insufficient Storage: the write found no room, on the uploads' disk or the database's.
  if (isDiskFull(error)) return new HttpError(507, serverText('diskFull'));
  return null;
}
