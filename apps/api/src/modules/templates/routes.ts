import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema, ORIENTATIONS, PAGE_DIMENSION_KINDS, PageSchema, PagesSaveSchema } from '@folio/shared';
// The shared package exports this file once the lead adds it to its index (see the issue 4 report).
import { TemplateListQuerySchema, TemplateUpdateSchema, TemplateUseSchema } from '@folio/shared';
import { listResponseSchema } from '../../lib/crud.ts';
import { templateService } from './service.ts';

const TemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  page_dimension: z.enum(PAGE_DIMENSION_KINDS),
  width: z.number(),
  height: z.number(),
  orientation: z.enum(ORIENTATIONS),
  page_count: z.number(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  version: z.number(),
  created_at: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema };
/** A stale page save answers the current version beside the message, so that the client can reload. */
const ConflictSchema = ErrorResponseSchema.extend({ version: z.number().nullable() });

/**
 * Templates (DESIGN.md §4): every signed-in role lists, reads, previews and uses them; the owner and admins
 * change and delete them and their pages. The rules live in policy.ts, the queries in service.ts.
 */
export async function templateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.authenticate;
  const security = [{ bearer: [] }];
  const tags = ['templates'];
  const service = templateService(app.db, app.config.uploadsDir);

  app.get('/', {
    schema: { tags, security, summary: 'List templates (search, paging)', querystring: TemplateListQuerySchema, response: { 200: listResponseSchema(TemplateSchema), ...errors } },
    onRequest: signedIn,
  }, async (request) => service.list(request.user, request.query));

  app.get('/:id', {
    schema: { tags, security, summary: 'Read a template', params: IdParamsSchema, response: { 200: z.object({ data: TemplateSchema }), ...errors } },
    onRequest: signedIn,
  }, async (request) => ({ data: await service.get(request.user, request.params.id) }));

  app.put('/:id', {
    schema: {
      tags,
      security,
      summary: 'Change the name, description and thumbnail of a template (owner or admin)',
      params: IdParamsSchema,
      body: TemplateUpdateSchema,
      response: { 200: z.object({ message: z.string(), data: TemplateSchema }), ...errors },
    },
    onRequest: signedIn,
  }, async (request) => ({ message: 'Template updated successfully.', data: await service.update(request.user, request.params.id, request.body) }));

  app.delete('/:id', {
    schema: { tags, security, summary: 'Delete a template (owner or admin)', params: IdParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } },
    onRequest: signedIn,
  }, async (request) => {
    await service.remove(request.user, request.params.id);
    return { message: 'Template deleted successfully.' };
  });

  app.get('/:id/pages', {
    schema: {
      tags,
      security,
      summary: 'The pages of a template, in order, with its version',
      params: IdParamsSchema,
      response: { 200: z.object({ data: z.array(PageSchema), version: z.number() }), ...errors },
    },
    onRequest: signedIn,
  }, async (request) => service.pages(request.params.id));

  app.put('/:id/pages', {
    schema: {
      tags,
      security,
      summary: 'Save changed pages and the page order against a version (owner or admin; 409 when stale)',
      params: IdParamsSchema,
      body: PagesSaveSchema,
      response: { 200: z.object({ version: z.number() }), ...errors, 409: ConflictSchema },
    },
    onRequest: signedIn,
  }, async (request) => ({ version: await service.savePages(request.user, request.params.id, request.body) }));

  app.post('/:id/use', {
    schema: {
      tags,
      security,
      summary: 'Start a new book from a template (copies of its pages)',
      params: IdParamsSchema,
      body: TemplateUseSchema,
      response: { 201: z.object({ message: z.string(), data: z.object({ id: z.string(), title: z.string() }) }), ...errors },
    },
    onRequest: signedIn,
  }, async (request, reply) => {
    const book = await service.use(request.user, request.params.id, request.body.title);
    return reply.code(201).send({ message: 'eBook created from the template.', data: book });
  });
}
