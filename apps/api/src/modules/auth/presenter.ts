import type { User } from '@folio/shared';
import type { UserRow } from '../../db/schema.ts';

/** The fields of a user that the API shows; the hash and the throttling columns never leave the server. */
export const presentUser = (u: UserRow): User => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  is_active: u.isActive,
  profile_picture: u.profilePicture,
  mobile: u.mobile,
  bio: u.bio,
  address: u.address,
  created_at: u.createdAt.toISOString(),
});
