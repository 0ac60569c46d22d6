import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BANK_MESSAGES, BankedQuestionWrittenResponseSchema, BankListQuerySchema, BankListResponseSchema, BankQuestionInputSchema, IdParamsSchema, MessageResponseSchema,
} from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { listBank, removeQuestion, saveQuestion } from './service.ts';

/**
 * An author's question bank (registered at /api/admin/question-bank): the questions they saved from their
 * pages, to insert as copies into any book. Every route works on the caller's own questions only; another's
 * question is answered as unknown (404), never shown.
 */
export async function questionBankRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['question-bank'], security: [{ bearer: [] }] };

  app.get('/', {
    schema: { ...base, summary: "List the signed-in user's banked questions, newest first, found by their words", querystring: BankListQuerySchema, response: { 200: BankListResponseSchema, ...errorResponses(401, 422) } },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listBank(db, request.user.id, request.query);
  });

  app.post('/', {
    schema: { ...base, summary: "Save a question (a quiz element's fields, look and size) to the signed-in user's bank", body: BankQuestionInputSchema, response: { 201: BankedQuestionWrittenResponseSchema, ...errorResponses(401, 422) } },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    const data = await saveQuestion(db, request.user.id, request.body);
    return reply.code(201).send({ message: BANK_MESSAGES.saved, data });
  });

  app.delete('/:id', {
    schema: { ...base, summary: "Remove a question from the signed-in user's bank", params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errorResponses(401, 404, 422) } },
    onRequest: app.authenticate,
  }, async (request) => {
    if (!(await removeQuestion(db, request.user.id, request.params.id))) throw notFound(BANK_MESSAGES.notFound);
    return { message: BANK_MESSAGES.deleted };
  });
}
