import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { dataOf, IdParamsSchema, ListQuerySchema, MessageResponseSchema, pageOf, writtenOf, type ListQuery, type ListResponse } from '@folio/shared';
import { refuseUnless, type CrudAction, type CrudCatalogueResource } from '../modules/catalogue/policy.ts';
import { errorResponses, notFound, validationFailed } from './http-error.ts';
import { uniqueViolation } from './db-errors.ts';
import type { Actor } from '../plugins/auth.ts';

/** What a resource tells the CRUD routes; the service functions hold the queries and rules. */
interface CrudResource<Item, CreateInput, UpdateInput = CreateInput, Query extends ListQuery = ListQuery> {
  /** OpenAPI tag and the noun of the answers' messages ('Category' → 'Category created.'). */
  tag: string;
  noun: string;
  itemSchema: ZodType<Item>;
  createSchema: ZodType<CreateInput, unknown>;
  updateSchema?: ZodType<UpdateInput, unknown>;
  /** Extra list filters beside page, per_page, search and status. */
  querySchema?: ZodType<Query, unknown>;
  list: (query: Query) => Promise<ListResponse<Item>>;
  get: (id: string) => Promise<Item | undefined>;
  create: (input: CreateInput, actor: Actor) => Promise<Item>;
  update: (id: string, input: UpdateInput, actor: Actor) => Promise<Item | undefined>;
  remove: (id: string, actor: Actor, query: Record<string, unknown>) => Promise<boolean>;
  /** The resource's row in the catalogue rule table (modules/catalogue/policy.ts): who may take each route's action. */
  resource: CrudCatalogueResource;
  /** Unique constraints of the table and the field message each one answers (422, not a 500). */
  unique?: Record<string, { field: string; message: string }>;
}

const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * The five admin routes of a catalogue resource (architecture.md §3): list with search, status and paging, read,
 * create, update, delete; each guarded by the catalogue rule table (architecture.md §4). Thin: validate, call the service, answer.
 */
export function registerCrudRoutes<Item, C, U, Q extends ListQuery>(fastify: FastifyInstance, r: CrudResource<Item, C, U, Q>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = (action: CrudAction) => [app.authenticate, refuseUnless(r.resource, action)];
  const security = [{ bearer: [] }];
  const tags = [r.tag];
  const notFoundError = () => notFound(`${r.noun} not found.`);

  const mapUnique = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      const rule = constraint !== undefined ? r.unique?.[constraint] : undefined;
      if (rule) throw validationFailed({ [rule.field]: [rule.message] });
      throw error;
    }
  };

  app.get('/', {
    schema: {
      tags,
      security,
      summary: `List ${r.tag}`,
      querystring: (r.querySchema ?? ListQuerySchema) as ZodType<Q>,
      response: { 200: pageOf(r.itemSchema), ...errors },
    },
    onRequest: guard('list'),
  }, async (request) => r.list(request.query as Q));

  app.get('/:id', {
    schema: { tags, security, summary: `Read one of ${r.tag}`, params: IdParamsSchema, response: { 200: dataOf(r.itemSchema), ...errors } },
    onRequest: guard('read'),
  }, async (request) => {
    const item = await r.get(request.params.id);
    if (!item) throw notFoundError();
    return { data: item };
  });

  app.post('/', {
    schema: { tags, security, summary: `Create one of ${r.tag}`, body: r.createSchema, response: { 201: writtenOf(r.itemSchema), ...errors } },
    onRequest: guard('create'),
  }, async (request, reply) => {
    const item = await mapUnique(() => r.create(request.body as C, request.user));
    return reply.code(201).send({ message: `${r.noun} created successfully.`, data: item });
  });

  app.put('/:id', {
    schema: {
      tags,
      security,
      summary: `Update one of ${r.tag}`,
      params: IdParamsSchema,
      body: r.updateSchema ?? r.createSchema,
      response: { 200: writtenOf(r.itemSchema), ...errors },
    },
    onRequest: guard('update'),
  }, async (request) => {
    const item = await mapUnique(() => r.update(request.params.id, request.body as U, request.user));
    if (!item) throw notFoundError();
    return { message: `${r.noun} updated successfully.`, data: item };
  });

  app.delete('/:id', {
    schema: { tags, security, summary: `Delete one of ${r.tag}`, params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    onRequest: guard('delete'),
  }, async (request) => {
    if (!(await r.remove(request.params.id, request.user, request.query as Record<string, unknown>))) throw notFoundError();
    return { message: `${r.noun} deleted successfully.` };
  });
}
