import { AccessibilityRefusedResponseSchema } from '@folio/shared';
import { errorBody } from '../../http/client';

/** Whether a failed submission (or approval) was refused for the book's serious accessibility problems (issue 54). */
export const isAccessibilityRefusal = (error: unknown): boolean => AccessibilityRefusedResponseSchema.safeParse(errorBody(error)).success;
