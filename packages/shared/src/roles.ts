/**
 * Every role an account may have: the four of the product (spec §6) and `student`, a pupil of a class, made by a
 * teacher without an e-mail address (docs/decisions/018-classrooms.md).
 */
export const ROLES = ['admin', 'publisher', 'author', 'user', 'student'] as const;
export type Role = (typeof ROLES)[number];

/** The four roles of spec §6, the ones an administrator gives in the users screen. The order is the order shown in forms. */
export const STAFF_ROLES = ['admin', 'publisher', 'author', 'user'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Outer route guards of spec §2/§6: which roles may open each guarded screen. */
export const ROUTE_ROLES = {
  editorSteps: ['admin', 'user'],
  // A pupil edits the books they write in their class, with the full editor.
  ebookEdit: ['admin', 'user', 'publisher', 'author', 'student'],
  templateEdit: ['admin', 'user'],
  templatePreview: ['admin', 'user'],
  adminArea: ['admin', 'publisher', 'author', 'user'],
  // Every account but a pupil may teach: make classes, give them books, review what pupils write.
  classes: ['admin', 'publisher', 'author', 'user'],
  // A pupil's home: their class's library, their own books and their teacher's comments.
  classroom: ['student'],
} as const satisfies Record<string, readonly Role[]>;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
