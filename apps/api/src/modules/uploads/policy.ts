import { ROLES, type UploadKind } from '@folio/shared';
import { definePolicy } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who uploads what (architecture.md §4), in the shape of lib/policy.ts: one action per kind of file. Every
 * signed-in account uploads images, PDF books, sound and video (a pupil all but PDF books). Identity documents are uploaded by admins only
 * (they fill in publishers' profiles), so that no one stores files that only admins can read.
 */
const policy = definePolicy<UploadKind, unknown>({
  // Pupils put pictures, sound and video in the books they write, but make no PDF books (they start books in their class).
  image: { roles: ROLES },
  pdf: { roles: 'all' },
  audio: { roles: ROLES },
  video: { roles: ROLES },
  document: { roles: ['admin'], message: 'Only administrators upload identity documents.' },
});

/** 403 unless `user`'s role may upload files of `kind`. */
export const checkMayUpload = (user: Actor, kind: UploadKind) => policy.authorizeRole(user, kind);
