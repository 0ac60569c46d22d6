import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BookContentsWrittenResponseSchema, ContentsUpdateSchema, IdParamsSchema, STUDY_MESSAGES } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { bookGuard } from '../ebooks/guard.ts';
import { saveContents } from './contents.ts';

/** The author's side of a book's contents (issue 53): whoever may edit its pages may write its contents. */
export async function contentsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, access } = bookGuard(app);

  app.put('/:id/contents', {
    schema: {
      tags: ['study'],
      security: [{ bearer: [] }],
      summary: "Write the book's contents as its author wants them (each entry a title, a page from 0 and a level), or `null` to give readers its headings again",
      params: IdParamsSchema,
      body: ContentsUpdateSchema,
      response: { 200: BookContentsWrittenResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
    ...guard('edit_pages'),
    // A pupil writes the contents of the books they write in their class, like their pages.
    config: { pupils: true },
  }, async (request) => ({ message: STUDY_MESSAGES.contentsSaved, data: await saveContents(app.db, request.user, access(request), request.body.entries) }));
}
