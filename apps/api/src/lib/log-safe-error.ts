/**
 * What the logs keep of an error: its type, message, stack frames and database codes, never the values a
 * query was run with (an e-mail, a password hash) nor a database message's quoted values. Used as the
 * logger's `err` serializer, so that every `log.error({ err })` is safe, not only the error handler's.
 */
interface DatabaseFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
}

/** Drizzle wraps a failed query as "Failed query: <sql>\nparams: <values>" with `query` and `params` fields. */
const isFailedQuery = (error: Error): error is Error & { query: string; params: unknown[] } =>
  typeof (error as { query?: unknown }).query === 'string' && Array.isArray((error as { params?: unknown }).params);

/** PostgreSQL's own errors carry a severity; their messages may quote the offending value. */
const isDatabaseError = (error: Error) => typeof (error as DatabaseFields).severity === 'string';

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function logSafeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-error value was thrown.', stack: '' };
  let message = error.message;
  if (isFailedQuery(error)) message = `Failed query: ${error.query}`;
  else if (isDatabaseError(error)) message = message.replace(/"[^"]*"/g, '"…"');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const db = error as DatabaseFields;
  const fields = Object.fromEntries(
    (['code', 'constraint', 'table', 'column', 'routine'] as const).filter((k) => typeof db[k] === 'string').map((k) => [k, db[k]]),
  );
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...fields,
    ...(error.cause !== undefined && depth < 3 && { cause: logSafeError(error.cause, depth + 1) }),
  };
}
