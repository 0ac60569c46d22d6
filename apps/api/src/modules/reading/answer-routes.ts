import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BookAnswersResponseSchema, PublicEbookKeyParamsSchema, QUIZ_ANSWER_MESSAGES, QuizAnswerInputSchema, QuizAnswerParamsSchema, QuizAnswerWrittenResponseSchema } from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { readAccess } from './access.ts';
import { bookAnswersOf, saveQuizAnswer } from './answers.ts';
import { recordAnswer } from '../xapi/record.ts';
import { queueScores } from '../lti/grades.ts';

import { NOT_FOUND } from '../ebooks/policy.ts';

/**
 * A signed-in reader's answers to a book's questions: kept by the server, for the reader alone, in any book they
 * may open (a preview's questions included). The server scores them; a visitor's answers stay in their browser.
 */
export async function answerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['reading'], security: [{ bearer: [] }] };

  app.get('/:key/answers', {
    schema: { ...base, summary: "The signed-in reader's answers in the book, with their progress (questions answered, points scored)", params: PublicEbookKeyParamsSchema, response: { 200: BookAnswersResponseSchema, ...errorResponses(401, 404, 422) } },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    const found = await readAccess(app.db, request.user, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    reply.header('cache-control', 'private, no-store');
    return { data: await bookAnswersOf(app.db, request.user.id, found) };
  });

  app.put('/:key/answers/:elementId', {
    schema: { ...base, summary: "Answer a question (a quiz element) of the book: the server scores it from the question and keeps it as the reader's last answer", params: QuizAnswerParamsSchema, body: QuizAnswerInputSchema, response: { 200: QuizAnswerWrittenResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    onRequest: app.authenticate,
  }, async (request) => {
    const found = await readAccess(app.db, request.user, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    const { elementId } = request.params;
    const xapi = { jobs: app.jobs, siteLrs: app.config.xapi, site: app.config.publicUrl ?? `${request.protocol}://${request.host}` };
    // The answer, its xAPI statements and its scores for LMS gradebooks are kept together: none of an answer that
    // was not kept, none lost of one that was.
    const kept = await app.db.transaction(async (tx) => {
      const saved = await saveQuizAnswer(tx, request.user.id, found, elementId, request.body.chosen);
      // The reader's progress after the answer, read at most once for the statements and the gradebooks.
      let progress: ReturnType<typeof bookAnswersOf> | undefined;
      const progressOf = () => (progress ??= bookAnswersOf(tx, request.user.id, found));
      await recordAnswer(tx, xapi, request.user.id, found, elementId, saved.question, saved.kept, progressOf);
      await queueScores(tx, app.jobs, request.user.id, found.book.id, progressOf);
      return saved.kept;
    });
    return { message: QUIZ_ANSWER_MESSAGES.saved, data: kept };
  });
}
