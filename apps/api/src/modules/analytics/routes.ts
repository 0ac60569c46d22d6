import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountAnalyticsQuerySchema, AccountAnalyticsResponseSchema, AnalyticsAcceptedSchema, AnalyticsBatchSchema, AnalyticsQuerySchema, ANALYTICS_MESSAGES, BookAnalyticsResponseSchema,
  HeatmapQuerySchema, HeatmapResponseSchema, IdParamsSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { guardedJsonParser } from '../../plugins/input-guard.ts';
import { totalPagesOf } from '../reading/presenter.ts';
import { bookGuard } from '../ebooks/guard.ts';
import { isOwner } from '../ebooks/policy.ts';
import { accountReport } from './account-report.ts';
import { bookReport, heatmapOf } from './book-report.ts';
import { analyticsCsv } from './csv.ts';
import { asksNotToBeTracked, ingest } from './ingest.ts';
import { periodOf } from './period.ts';
import { databaseSink } from './sink.ts';
import { refusedToday, countRefused } from './refused.ts';

/** `POST /api/public/events`: the reader's batches of events (decision 020), as JSON, or as text/plain holding JSON (a beacon from an offline flipbook). */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sink = databaseSink(app.db);
  const { max, windowMs } = app.config.eventsPerReader;

  // The offline flipbook (a file:// page, or a copy on another host) sends by beacon as text/plain, the one type a
  // beacon may carry to another site without asking first: the same JSON, read as the API reads JSON. Here only:
  // every other route refuses text/plain (app.ts).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, guardedJsonParser(app));

  // A malformed batch is refused (422) and counted, so that the site's figures show a reader that sends bad events;
  // counted before the answer goes, so that the figures read after the answer include it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 400 || reply.statusCode === 422) await countRefused(app.counters);
    return payload;
  });

  app.post('/', {
    schema: {
      tags: ['analytics'],
      summary: 'Record what readers did in books, in a batch (anonymous, or as the signed-in account); DNT/GPC: views only',
      body: AnalyticsBatchSchema,
      response: { 202: AnalyticsAcceptedSchema, ...errorResponses(401, 422, 429) },
    },
    onRequest: app.authenticateOptional,
    config: {
      // Per reader (the account, or the tab's session), never per address alone: a school behind one address reads together.
      rateLimit: {
        max,
        timeWindow: windowMs,
        hook: 'preHandler',
        keyGenerator: (request) => {
          const session = (request.body as { session?: unknown } | undefined)?.session;
          return request.user ? `events:u:${request.user.id}` : typeof session === 'string' ? `events:s:${session}` : `events:ip:${request.ip}`;
        },
      },
    },
  }, async (request, reply) => {
    const sender = { userId: request.user?.id ?? null, session: request.body.session, doNotTrack: asksNotToBeTracked(request.headers) };
    const accepted = await ingest(sink, sender, request.body.events);
    return reply.code(202).send({ message: ANALYTICS_MESSAGES.accepted, accepted });
  });
}

/** A book's analytics: `/api/admin/ebooks/{id}/analytics…`, for its owner, its publisher and admins. */
export async function bookAnalyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['analytics'], security: [{ bearer: [] }] };
  const errors = errorResponses(401, 403, 404, 422);
  const { guard, access } = bookGuard(app);

  const reportOf = async (request: Parameters<typeof access>[0], query: { from?: string; to?: string }) => {
    const book = access(request);
    return bookReport(db, { id: book.id, pageCount: totalPagesOf(book) }, periodOf(query), isOwner(request.user, book));
  };

  app.get('/:id/analytics', {
    schema: { ...base, summary: "A book's reading over a period: views, readers, time, completion, pages, links, media, sources, sales", params: IdParamsSchema, querystring: AnalyticsQuerySchema, response: { 200: BookAnalyticsResponseSchema, ...errors } },
    ...guard('view_analytics'),
  }, async (request) => ({ data: await reportOf(request, request.query) }));

  app.get('/:id/analytics/heatmap', {
    schema: { ...base, summary: 'Where readers tapped on one page of a book over a period', params: IdParamsSchema, querystring: HeatmapQuerySchema, response: { 200: HeatmapResponseSchema, ...errors } },
    ...guard('view_analytics'),
  }, async (request) => ({ data: await heatmapOf(db, access(request).id, request.query.page, periodOf(request.query)) }));

  app.get('/:id/analytics/csv', {
    schema: { ...base, summary: "A book's reading over a period as CSV (its days, then its pages)", params: IdParamsSchema, querystring: AnalyticsQuerySchema, produces: ['text/csv'], response: { 200: z.any().describe('text/csv'), ...errors } },
    ...guard('view_analytics'),
  }, async (request, reply) => {
    const report = await reportOf(request, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="analytics-${report.period.from}-${report.period.to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(analyticsCsv(report));
  });
}

/** `GET /api/admin/analytics`: all the caller's books, or, for an admin, the whole site. */
export async function accountAnalyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', {
    schema: { tags: ['analytics'], security: [{ bearer: [] }], summary: "Reading and sales over all the caller's books (an admin: the site's); ?books= for those books' lines", querystring: AccountAnalyticsQuerySchema, response: { 200: AccountAnalyticsResponseSchema, ...errorResponses(401, 403, 422) } },
    // Pupils have no dashboard: their reading is their teachers' to see, in the class (decision 020).
    onRequest: app.authenticate,
  }, async (request) => {
    const period = periodOf(request.query);
    const site = request.user.role === 'admin';
    return { data: await accountReport(app.db, site ? { kind: 'site' } : { kind: 'account', user: request.user }, period, site ? await refusedToday(app.counters) : null, request.query.books) };
  });
}
