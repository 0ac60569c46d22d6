import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema, MessageResponseSchema, PagesResponseSchema, PagesSaveSchema, TemplateListQuerySchema, TemplateListResponseSchema, TemplatePagesSavedResponseSchema,
  TemplateResponseSchema, TemplateShareSchema, TemplateUpdateSchema, TemplateUsedResponseSchema, TemplateUseSchema, TemplateWrittenResponseSchema, type TemplateAction,
} from '@folio/shared';
import { checkBeforeBody } from '../../lib/check-before-body.ts';
import { errorResponses, staleVersion, tooLarge } from '../../lib/http-error.ts';
import { pagesBody } from '../pages/body-limit.ts';
import { templateService } from './service.ts';

/** Said when a change by the owner made a shared template private (policy: changeUnshares). */
const UNSHARED_BY_CHANGE = 'It is private again: only you see it until an admin shares it with everyone again.';

const errors = errorResponses(401, 403, 404, 422);

/**
 * Templates (architecture.md §4): every signed-in role lists, reads, previews and uses its own templates and the
 * shared ones (others answer 404); the owner and admins change and delete them and their pages; admins
 * share them with everyone. The rules live in policy.ts, the queries in service.ts.
 */
export async function templateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.authenticate;
  const security = [{ bearer: [] }];
  const tags = ['templates'];
  const service = templateService(app.db, app.storage, app.config.bookMaxBytes, app.config.plans);

  /** Route options of a write to one template: its access check comes before the body's (lib/check-before-body.ts). */
  const checked = (action: TemplateAction) => checkBeforeBody(signedIn, (request, id) => service.authorize(request.user, action, id));

  app.get('/', {
    schema: { tags, security, summary: 'List the templates the user sees: their own and the shared ones, all for admins (search, scope, paging)', querystring: TemplateListQuerySchema, response: { 200: TemplateListResponseSchema, ...errorResponses(401, 422) } },
    onRequest: signedIn,
  }, async (request) => service.list(request.user, request.query));

  app.get('/:id', {
    schema: { tags, security, summary: 'Read a template', params: IdParamsSchema, response: { 200: TemplateResponseSchema, ...errors } },
    onRequest: signedIn,
  }, async (request) => ({ data: await service.get(request.user, request.params.id) }));

  app.put('/:id', {
    schema: {
      tags,
      security,
      summary: 'Change the name, description and thumbnail of a template (owner or admin)',
      params: IdParamsSchema,
      body: TemplateUpdateSchema,
      response: { 200: TemplateWrittenResponseSchema, ...errors },
    },
    ...checked('update'),
  }, async (request) => {
    const { template, unshared } = await service.update(request.user, request.params.id, request.body);
    return { message: unshared ? `Template updated. ${UNSHARED_BY_CHANGE}` : 'Template updated successfully.', data: template };
  });

  app.post('/:id/share', {
    schema: {
      tags,
      security,
      summary: 'Share a template with everyone, or make it private to its owner again (admins; never a template of a paid, unapproved or deleted book)',
      params: IdParamsSchema,
      body: TemplateShareSchema,
      response: { 200: TemplateWrittenResponseSchema, ...errors },
    },
    ...checked('share'),
  }, async (request) => {
    const data = await service.share(request.user, request.params.id, request.body.shared);
    return { message: data.shared ? 'Template shared with everyone.' : 'Template is now private to its owner.', data };
  });

  app.delete('/:id', {
    schema: { tags, security, summary: 'Delete a template (owner or admin)', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
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
      response: { 200: PagesResponseSchema, ...errors },
    },
    onRequest: signedIn,
  }, async (request) => service.pages(request.user, request.params.id));

  app.put('/:id/pages', {
    schema: {
      tags,
      security,
      summary: 'Save changed pages and the page order against a version (owner or admin; 409 when stale)',
      params: IdParamsSchema,
      body: PagesSaveSchema,
      response: { 200: TemplatePagesSavedResponseSchema, ...errorResponses(401, 403, 404, staleVersion, 422, tooLarge) },
    },
    ...pagesBody('template', app.config, checked('update')),
  }, async (request) => {
    const { version, unshared } = await service.savePages(request.user, request.params.id, request.body);
    return unshared ? { version, message: `Pages saved. ${UNSHARED_BY_CHANGE}` } : { version };
  });

  app.post('/:id/use', {
    schema: {
      tags,
      security,
      summary: 'Start a new book from a template (copies of its pages)',
      params: IdParamsSchema,
      body: TemplateUseSchema,
      response: { 201: TemplateUsedResponseSchema, ...errorResponses(401, 403, 404, 422, tooLarge) },
    },
    ...checked('use'),
  }, async (request, reply) => {
    const book = await service.use(request.user, request.params.id, request.body.title);
    return reply.code(201).send({ message: 'eBook created from the template.', data: book });
  });
}
