/** The name of the unique constraint a failed write broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? e.constraint_name ?? '';
  }
  return undefined;
}

/** Whether a failed write named a row that does not exist (a foreign key it broke). */
export function foreignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}
