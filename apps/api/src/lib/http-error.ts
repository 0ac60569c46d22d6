import { ErrorResponseSchema } from '@folio/shared';

/** An error with an HTTP status and the answer's fields, thrown by services and policies. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
    /** More top-level fields of the answer (e.g. the current `version` of a 409). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do this.") => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const validationFailed = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new HttpError(422, message, errors);
export const conflict = (message: string) => new HttpError(409, message);

/** The error statuses a route may answer (DESIGN.md §3), each with the one error shape. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502;

/**
 * The error part of a route's `response` schema map: `errorResponses(401, 403, 404)`. Listing a status
 * documents it in the OpenAPI document and strips anything but `{ message, errors }` from that answer.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as { [K in S[number]]: typeof ErrorResponseSchema };
}
