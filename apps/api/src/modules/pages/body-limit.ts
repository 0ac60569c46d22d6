import { Transform } from 'node:stream';
import type { FastifyRequest, RequestPayload } from 'fastify';
import type { Config } from '../../config.ts';
import { BookTooLargeError, type PageOwnerKind } from './errors.ts';

/** Room beside the pages for the rest of the JSON (version, order, ids, a title). */
const ENVELOPE_BYTES = 64 * 1024;

type Limits = Pick<Config, 'bodyLimitBytes' | 'bookMaxBytes'>;

/**
 * The body limit of a request that carries pages: whatever the book limit (BOOK_MAX_MB) allows, with room for
 * the rest. The JSON body limit (BODY_LIMIT_BYTES, 1 MiB) would refuse a page save far within the book limit.
 */
const pagesBodyLimit = (limits: Limits) => Math.max(limits.bodyLimitBytes, limits.bookMaxBytes + ENVELOPE_BYTES);

/** The access check of a route on one record (lib/check-before-body.ts). */
interface Access {
  onRequest: (request: FastifyRequest) => Promise<void>;
  preValidation: (request: FastifyRequest) => Promise<void>;
}

/**
 * Route options of a request that carries a book's or template's pages. `access` runs before the body is even
 * read, so that nobody else's book costs megabytes to refuse. The body may then be as large as the book limit
 * allows; a larger one is refused as the book limit refuses pages (413 with both sizes, which the route's
 * `tooLarge` answer requires: Fastify's own refusal has none, and failed its serialization into a 500). A
 * declared length is refused before anything is read, a body sent in chunks once it passes the limit.
 */
export function pagesBody(kind: PageOwnerKind, limits: Limits, access: Access) {
  const bodyLimit = pagesBodyLimit(limits);
  const tooLarge = (bytes: number) => new BookTooLargeError(kind, bytes, limits.bookMaxBytes);
  const checkAccess = async (request: FastifyRequest, _reply: unknown, payload: RequestPayload) => {
    await access.preValidation(request);
    return payload;
  };
  const refuseOversized = async (request: FastifyRequest, _reply: unknown, payload: RequestPayload) => {
    const declared = Number(request.headers['content-length']);
    if (declared > bodyLimit) throw tooLarge(declared);
    if (!Number.isNaN(declared)) return payload;
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > bodyLimit ? tooLarge(received) : null, chunk);
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    return payload.pipe(counted);
  };
  return { onRequest: access.onRequest, bodyLimit, preParsing: [checkAccess, refuseOversized] };
}
