import { MESSAGES } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../lib/http-error.ts';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { SignedInUser } from '../../plugins/auth.ts';
import { findUpload } from '../uploads/lookup.ts';

/**
 * What an account may change of itself (PUT /api/profile), in the shape of lib/policy.ts: its own row only, which
 * the routes take from the session, never from the request, so the rules read the change, not whose it is.
 */

/** The picture a save asks for, as the rule reads it. */
interface PictureChange {
  /** The picture it already has (an admin may have set it on the users screen), or none: kept, or taken away. */
  keptOrRemoved: boolean;
  /** One of the account's own image uploads (the image or its thumbnail). */
  ownImage: boolean;
}

const policy: Policy<'update', PictureChange> = definePolicy<'update', PictureChange>({
  // Its picture, like every other form's file field, is one of its own image uploads: never another account's
  // file, a private one (a PDF book, an identity document) or an address off the site. 422 on the field otherwise.
  update: { roles: 'all', state: (picture) => (picture.keptOrRemoved || picture.ownImage ? null : validationFailed({ profile_picture: [MESSAGES.uploadRequired] })) },
});

/** Throws unless `user` may save their profile with the picture at `url` (null: none). */
export async function checkPicture(db: Db, user: SignedInUser, url: string | null) {
  const keptOrRemoved = url === null || url === user.profilePicture;
  const ownImage = !keptOrRemoved && !!(await findUpload(db, url, { kind: 'image', ownerIds: [user.id], thumbnail: true }));
  policy.authorize(user, 'update', { keptOrRemoved, ownImage });
}
