import { MESSAGES } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
import { findUpload } from '../uploads/lookup.ts';

/**
 * What an account may change of itself (PUT /api/profile): its own row only, which the routes take from the
 * session, never from the request. Its picture, like every other form's file field, is one of its own image
 * uploads (the image or its thumbnail): never another account's file, a private one (a PDF book, an identity
 * document) or an address off the site. The picture it already has is kept as it is (an admin may have set
 * it on the users screen), and null takes it away. 422 on the field otherwise.
 */
export async function checkPicture(db: Db, user: Pick<UserRow, 'id' | 'profilePicture'>, url: string | null) {
  if (url === null || url === user.profilePicture) return;
  const upload = await findUpload(db, url, { kind: 'image', ownerIds: [user.id], thumbnail: true });
  if (!upload) throw validationFailed({ profile_picture: [MESSAGES.uploadRequired] });
}
