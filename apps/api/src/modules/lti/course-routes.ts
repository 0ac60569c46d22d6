import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookResultsQuerySchema, BookResultsResponseSchema, MarkAnswerInputSchema, MarkAnswerParamsSchema, QUIZ_ANSWER_MESSAGES, QuizAnswerWrittenResponseSchema } from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { markAndReport } from '../reading/marking.ts';
import { bookResultsOf } from '../reading/results.ts';
import { courseLearnersAnswers, isCourseLearner, standingIn } from './courses.ts';
import { coursePolicy } from './policy.ts';

const CourseBookParams = z.object({ courseId: z.uuid(), ebookId: z.uuid() });
const MarkParams = CourseBookParams.extend(MarkAnswerParamsSchema.omit({ id: true }).shape);

/**
 * An LMS course's Results (the book's Results screen, for the course's instructors): the answers of the course's
 * learners only, and their marking, which reaches the LMS gradebook as any mark does.
 */
export async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['lti'], security: [{ bearer: [] }] };
  const errors = errorResponses(401, 403, 404, 422);
  const authorize = async (request: FastifyRequest, action: 'view_results' | 'mark', params: z.infer<typeof CourseBookParams>) =>
    coursePolicy.authorize(request.user, action, await standingIn(db, params.courseId, params.ebookId, request.user.id));

  app.get('/:courseId/books/:ebookId/results', {
    schema: { ...base, summary: "How an LMS course's learners answered one of its books' questions: the book's Results, for the course's instructors", params: CourseBookParams, querystring: BookResultsQuerySchema, response: { 200: BookResultsResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    await authorize(request, 'view_results', request.params);
    reply.header('cache-control', 'private, no-store');
    return { data: await bookResultsOf(db, request.params.ebookId, request.query, courseLearnersAnswers(db, request.params.courseId)) };
  });

  app.put('/:courseId/books/:ebookId/results/:userId/:elementId', {
    schema: { ...base, summary: "Mark a course learner's short answer by hand, as on the book's Results: 0 to the question's points", params: MarkParams, body: MarkAnswerInputSchema, response: { 200: QuizAnswerWrittenResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => {
    const { courseId, ebookId, userId, elementId } = request.params;
    await authorize(request, 'mark', request.params);
    // Another reader's answer is not the course's to mark: as unknown as an answer that is not there.
    if (!(await isCourseLearner(db, courseId, userId))) throw notFound(QUIZ_ANSWER_MESSAGES.answerNotFound);
    return { message: QUIZ_ANSWER_MESSAGES.marked, data: await markAndReport(db, app.jobs, ebookId, userId, elementId, request.body.score, request.user.id) };
  });
}
