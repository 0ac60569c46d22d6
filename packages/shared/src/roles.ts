/** The four roles of the product (spec §6). The order is the order shown in forms. */
export const ROLES = ['admin', 'publisher', 'author', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Outer route guards of spec §2/§6: which roles may open each guarded screen. */
export const ROUTE_ROLES = {
  editorSteps: ['admin', 'user'],
  ebookEdit: ['admin', 'user', 'publisher', 'author'],
  templateEdit: ['admin', 'user'],
  templatePreview: ['admin', 'user'],
  adminArea: ['admin', 'publisher', 'author', 'user'],
} as const satisfies Record<string, readonly Role[]>;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
