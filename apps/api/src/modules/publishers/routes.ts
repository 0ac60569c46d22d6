import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, PublisherCreateSchema, PublisherDeleteQuerySchema, PublisherDocumentParamsSchema, PublisherSchema, PublisherUpdateSchema } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { errorResponses, notFound, validationFailed } from '../../lib/http-error.ts';
import { refuseUnless } from '../catalogue/policy.ts';
import { openDocument } from './documents.ts';
import { publisherService } from './service.ts';

/** `?books=unlink|delete` of a delete (the shared CRUD routes pass the query through unchecked). */
function booksChoice(query: Record<string, unknown>) {
  const parsed = PublisherDeleteQuerySchema.safeParse(query);
  if (!parsed.success) throw validationFailed({ books: [MESSAGES.invalidChoice] });
  return parsed.data.books;
}

/** A document's bytes (a file stream): Fastify sends them as they are, without serialising. */
const DocumentBodySchema = z.any().describe('image/jpeg, image/png, image/webp or application/pdf');

/**
 * Publishers and their sign-in accounts: admins manage them (spec §2, §6; architecture.md §4). Their identity
 * documents are private files, read back by admins only, through the documents route.
 */
export async function publisherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = publisherService(app.db);
  registerCrudRoutes(app, {
    tag: 'publishers',
    noun: 'Publisher',
    itemSchema: PublisherSchema,
    createSchema: PublisherCreateSchema,
    updateSchema: PublisherUpdateSchema,
    resource: 'publishers',
    unique: { users_email_unique: { field: 'login_email', message: MESSAGES.emailTaken } },
    list: service.list,
    get: service.get,
    create: service.create,
    update: service.update,
    remove: (id, actor, query) => service.remove(id, booksChoice(query), actor),
  });

  app.get('/:id/documents/:field', {
    schema: {
      tags: ['publishers'],
      summary: "A publisher's identity document (NID, signature, trade licence), for admins",
      security: [{ bearer: [] }],
      params: PublisherDocumentParamsSchema,
      produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      response: { 200: DocumentBodySchema, ...errorResponses(401, 403, 404, 422) },
    },
    onRequest: [app.authenticate, refuseUnless('publishers', 'documents')],
  }, async (request, reply) => {
    const publisher = await service.get(request.params.id);
    if (!publisher) throw notFound('Publisher not found.');
    const file = await openDocument(app.storage, publisher, request.params.field);
    if (!file) throw notFound('This document is not on file.');
    return reply
      .header('content-type', file.mime)
      .header('content-length', file.size)
      .header('content-disposition', `inline; filename="${file.filename}"`)
      // An identity document: never kept by a browser's or a proxy's cache, never run as a page.
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(file.stream);
  });
}
