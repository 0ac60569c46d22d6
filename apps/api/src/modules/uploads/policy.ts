import type { UploadKind } from '@folio/shared';
import type { UserRow } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';

/**
 * Every signed-in account uploads images, PDF books, sound and video. Identity documents are uploaded by
 * admins only (they fill in publishers' profiles), so that no one stores files that only admins can read.
 */
export function checkMayUpload(user: Pick<UserRow, 'role'>, kind: UploadKind) {
  if (kind === 'document' && user.role !== 'admin') throw forbidden('Only administrators upload identity documents.');
}
