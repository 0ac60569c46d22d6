import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema, InquiryListQuerySchema, InquiryListResponseSchema, InquiryResponseSchema, InquiryStatusUpdateSchema, InquiryWrittenResponseSchema, MessageResponseSchema,
} from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { refuseUnless, type CatalogueAction } from '../catalogue/policy.ts';
import { inquiryService } from './service.ts';

const errors = errorResponses(401, 403, 404, 422);
const notFoundError = () => notFound('Inquiry not found.');

/**
 * The inquiries of the contact form, for admins only (architecture.md §4): list with search and a status filter,
 * read, set the status, delete. Reading has no side effect: the screen that opens a new inquiry sets it
 * to 'read' with the status route, so that a prefetch or a retried GET never changes data.
 */
export async function inquiryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = (action: CatalogueAction<'inquiries'>) => [app.authenticate, refuseUnless('inquiries', action)];
  const security = [{ bearer: [] }];
  const tags = ['inquiries'];
  const inquiries = inquiryService(app.db);

  app.get('/', {
    schema: { tags, security, summary: 'List inquiries', querystring: InquiryListQuerySchema, response: { 200: InquiryListResponseSchema, ...errors } },
    onRequest: guard('list'),
  }, async (request) => inquiries.list(request.query));

  app.get('/:id', {
    schema: { tags, security, summary: 'Read an inquiry', params: IdParamsSchema, response: { 200: InquiryResponseSchema, ...errors } },
    onRequest: guard('read'),
  }, async (request) => {
    const item = await inquiries.get(request.params.id);
    if (!item) throw notFoundError();
    return { data: item };
  });

  app.patch('/:id/status', {
    schema: {
      tags,
      security,
      summary: 'Set the status of an inquiry (new, read, replied, closed)',
      params: IdParamsSchema,
      body: InquiryStatusUpdateSchema,
      response: { 200: InquiryWrittenResponseSchema, ...errors },
    },
    onRequest: guard('status'),
  }, async (request) => {
    const item = await inquiries.setStatus(request.params.id, request.body.status);
    if (!item) throw notFoundError();
    return { message: 'Inquiry status updated successfully.', data: item };
  });

  app.delete('/:id', {
    schema: { tags, security, summary: 'Delete an inquiry', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    onRequest: guard('delete'),
  }, async (request) => {
    if (!(await inquiries.remove(request.params.id))) throw notFoundError();
    return { message: 'Inquiry deleted successfully.' };
  });
}
