import { z } from 'zod';
import { ErrorResponseSchema, serverText, StaleVersionResponseSchema, TooLargeResponseSchema, type MessageParams, type ServerMessageCode } from '@folio/shared';

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

/**
 * An error in the words of the server-message catalogue, with its code and values beside them, for the
 * browser to say in the reader's language (a message without values gets its code from its words anyway).
 */
export const coded = (status: number, code: ServerMessageCode, params: MessageParams, headers?: Record<string, string>) =>
  new HttpError(status, serverText(code, params), undefined, headers, { code, params });

/** The error statuses a route may answer (architecture.md §3). */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502;

/** An error answer that carries more than `{ message, errors }`: its status and its own schema. */
interface ExtendedError {
  status: ErrorStatus;
  schema: z.ZodType;
}

/** A 409 of a write based on an older version, with the current `version` (plugins/domain-errors.ts). */
export const staleVersion = { status: 409, schema: StaleVersionResponseSchema } as const satisfies ExtendedError;
/**
 * A 413 of pages over the book size limit, with `bytes` and `max_bytes` (plugins/domain-errors.ts); or, for a
 * body refused by the request body limit before it was read, the plain error answer (without the union, that
 * answer failed this route's serialization and went out as a 500).
 */
export const tooLarge = { status: 413, schema: z.union([TooLargeResponseSchema, ErrorResponseSchema]) } as const satisfies ExtendedError;

type ErrorAnswers<S extends readonly (ErrorStatus | ExtendedError)[]> = {
  [A in S[number] as A extends ExtendedError ? A['status'] : A]: A extends ExtendedError ? A['schema'] : typeof ErrorResponseSchema;
};

/**
 * The error part of a route's `response` schema map: `errorResponses(401, 403, 404, staleVersion)`. Listing a
 * status documents it in the OpenAPI document and strips anything but `{ message, errors }` from that answer;
 * an extended error (`staleVersion`, `tooLarge`) keeps its own fields too.
 */
export function errorResponses<const S extends readonly (ErrorStatus | ExtendedError)[]>(...answers: S) {
  return Object.fromEntries(
    answers.map((answer) => (typeof answer === 'number' ? [answer, ErrorResponseSchema] : [answer.status, answer.schema])),
  ) as ErrorAnswers<S>;
}
