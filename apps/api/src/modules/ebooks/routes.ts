import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApprovalSchema, BookCopySchema, BookResultsResponseSchema, EbookFormSchema, EbookListQuerySchema, EbookListResponseSchema, EbookResponseSchema, EbookSaveAsTemplateSchema,
  EbookTemplateSavedResponseSchema, EbookUpdateSchema, EbookWrittenResponseSchema, IdParamsSchema, MessageResponseSchema, PagesResponseSchema,
  PagesSaveSchema, PagesSavedResponseSchema, BookResultsQuerySchema, MarkAnswerInputSchema, MarkAnswerParamsSchema, QUIZ_ANSWER_MESSAGES, QuizAnswerWrittenResponseSchema,
  LRS_MESSAGES, LrsInputSchema, LrsSettingsResponseSchema, LrsSettingsWrittenResponseSchema, AccessibilityRefusedResponseSchema, AccessibilityReportResponseSchema,
  ErrorResponseSchema, checkBook,
} from '@folio/shared';
import { z } from 'zod';
import { errorResponses, staleVersion, tooLarge } from '../../lib/http-error.ts';
import { pagesBody } from '../pages/body-limit.ts';
import { readBookPages } from '../pages/pdf-layer.ts';
import { markAndReport } from '../reading/marking.ts';
import { lrsSettingsOf, removeLrsSettings, saveLrsSettings } from '../xapi/settings.ts';
import { bookResultsOf } from '../reading/results.ts';
import { copyBook } from './copy.ts';
import { keepLiveInStep } from '../live/page-api.ts';
import { listEbooks, presentFor } from './query.ts';
import { effectiveSize } from './presenter.ts';
import { bookGuard } from './guard.ts';
import { ebookPolicy } from './policy.ts';
import { decideApproval, saveAsTemplate, saveBookPages, submitEbook, templateSavedMessage } from './workflow.ts';
import { createEbook, deleteEbook, updateEbook } from './write.ts';

const errors = errorResponses(401, 403, 404, 422);
/**
 * Submitting or deciding a book already in that state is a plain 409, without a version; a book with serious
 * accessibility problems is a 422 with its report (workflow.ts), other refusals the plain 422.
 */
const accessibilityRefused = { status: 422, schema: z.union([AccessibilityRefusedResponseSchema, ErrorResponseSchema]) } as const;
const decisionErrors = errorResponses(401, 403, 404, 409, accessibilityRefused);
const staleErrors = errorResponses(401, 403, 404, staleVersion, 422);
const largeErrors = errorResponses(401, 403, 404, 422, tooLarge);

/**
 * E-books of the dashboard area (architecture.md §3), for every signed-in role. Thin: validate, authorize once
 * through policy.ts, call the service, answer through the presenter.
 */
export async function ebookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const ctx = { db, storage: app.storage, bookMaxBytes: app.config.bookMaxBytes, plans: app.config.plans };
  const base = { tags: ['ebooks'], security: [{ bearer: [] }] };
  const auth = { onRequest: app.authenticate };

  const { guard, access } = bookGuard(app);

  app.get('/', {
    schema: { ...base, summary: 'List the e-books the user may see', querystring: EbookListQuerySchema, response: { 200: EbookListResponseSchema, ...errorResponses(401, 422) } },
    ...auth,
  }, async (request) => listEbooks(db, request.user, request.query));

  app.post('/', {
    schema: { ...base, summary: 'Create an e-book', body: EbookFormSchema, response: { 201: EbookWrittenResponseSchema, ...errors } },
    onRequest: [app.authenticate, ebookPolicy.refuseRolesThatNever('create')],
  }, async (request, reply) => {
    const row = await createEbook(ctx, request.user, request.body);
    const data = await presentFor(db, row, request.user);
    return reply.code(201).send({ message: 'eBook created successfully.', data });
  });

  app.get('/:id', {
    schema: { ...base, summary: 'Read an e-book', params: IdParamsSchema, response: { 200: EbookResponseSchema, ...errors } },
    ...guard('view'),
    // A pupil edits the books they write in their class (the policy checks that they are theirs).
    config: { pupils: true },
  }, async (request) => {
    return { data: await presentFor(db, access(request), request.user) };
  });

  app.put('/:id', {
    schema: { ...base, summary: 'Update the basic info of an e-book against its version (409 when stale)', params: IdParamsSchema, body: EbookUpdateSchema, response: { 200: EbookWrittenResponseSchema, ...staleErrors } },
    ...guard('update'),
    config: { pupils: true },
  }, async (request) => {
    const { version, ...form } = request.body;
    const row = await updateEbook(ctx, request.user, access(request), form, version);
    return { message: 'eBook updated successfully.', data: await presentFor(db, row, request.user) };
  });

  app.delete('/:id', {
    schema: { ...base, summary: 'Delete an e-book', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    ...guard('delete'),
    config: { pupils: true },
  }, async (request) => {
    await deleteEbook(db, app.storage, request.params.id);
    return { message: 'eBook deleted successfully.' };
  });

  app.post('/:id/submit', {
    schema: { ...base, summary: 'Submit an e-book for approval (its owner)', params: IdParamsSchema, response: { 200: EbookWrittenResponseSchema, ...decisionErrors } },
    ...guard('submit'),
  }, async (request) => {
    const row = await submitEbook(db, request.params.id);
    return { message: 'eBook submitted for approval.', data: await presentFor(db, row, request.user) };
  });

  app.post('/:id/approval', {
    schema: { ...base, summary: 'Approve or reject an e-book (admins)', params: IdParamsSchema, body: ApprovalSchema, response: { 200: EbookWrittenResponseSchema, ...decisionErrors } },
    ...guard('approve'),
  }, async (request) => {
    const row = await decideApproval(db, request.params.id, request.body);
    const message = row.approvalStatus === 'approved' ? 'eBook approved.' : 'eBook rejected.';
    return { message, data: await presentFor(db, row, request.user) };
  });

  app.get('/:id/pages', {
    schema: { ...base, summary: 'Read the pages of an e-book, in order, with its version', params: IdParamsSchema, response: { 200: PagesResponseSchema, ...errors } },
    ...guard('read_pages'),
    config: { pupils: true },
  }, async (request) => {
    const book = access(request);
    // The version is read before the pages: a save in between makes the editor's next save a 409, never a silent loss.
    return { version: book.version, data: await readBookPages(db, book) };
  });

  app.get('/:id/accessibility', {
    schema: { ...base, summary: "The book's accessibility report (issue 54): its problems page by page, serious ones (which block a submission) and warnings; whoever may edit its pages", params: IdParamsSchema, response: { 200: AccessibilityReportResponseSchema, ...errors } },
    ...guard('check_accessibility'),
    config: { pupils: true },
  }, async (request) => {
    // The server cannot lay words out: overflow is estimated here (decision 025); the editor measures it.
    const book = access(request);
    return { data: checkBook(await readBookPages(db, book), { pageSize: effectiveSize(book) }) };
  });

  app.get('/:id/results', {
    schema: { ...base, summary: "How the readers answered the book's questions, within the days asked for: per question (hardest first) and per reader; the book's owner and admins only", params: IdParamsSchema, querystring: BookResultsQuerySchema, response: { 200: BookResultsResponseSchema, ...errors } },
    ...guard('view_results'),
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await bookResultsOf(db, access(request).id, request.query) };
  });

  app.put('/:id/results/:userId/:elementId', {
    schema: { ...base, summary: "Mark a reader's short answer by hand (a question left to the teacher): 0 to the question's points", params: MarkAnswerParamsSchema, body: MarkAnswerInputSchema, response: { 200: QuizAnswerWrittenResponseSchema, ...errors } },
    ...guard('view_results'),
  }, async (request) => {
    const { userId, elementId } = request.params;
    return { message: QUIZ_ANSWER_MESSAGES.marked, data: await markAndReport(db, app.jobs, access(request).id, userId, elementId, request.body.score, request.user.id) };
  });

  // A book's own Learning Record Store, for the same people as its results.
  const lrsSchema = { ...base, params: IdParamsSchema };
  app.get('/:id/lrs', {
    schema: { ...lrsSchema, summary: "Where the book's xAPI statements go: its own LRS (the secret is never answered), or the site's", response: { 200: LrsSettingsResponseSchema, ...errors } },
    ...guard('view_results'),
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await lrsSettingsOf(db, access(request).id, app.config.xapi) };
  });
  app.put('/:id/lrs', {
    schema: { ...lrsSchema, summary: "Send the book's xAPI statements to an LRS of its own (https); a secret left out keeps the one saved", body: LrsInputSchema, response: { 200: LrsSettingsWrittenResponseSchema, ...errors } },
    ...guard('view_results'),
  }, async (request) => ({ message: LRS_MESSAGES.saved, data: await saveLrsSettings(db, access(request).id, request.body, app.config.xapi) }));
  app.delete('/:id/lrs', {
    schema: { ...lrsSchema, summary: "Forget the book's own LRS: its statements go to the site's again", response: { 200: LrsSettingsWrittenResponseSchema, ...errors } },
    ...guard('view_results'),
  }, async (request) => ({ message: LRS_MESSAGES.removed, data: await removeLrsSettings(db, access(request).id, app.config.xapi) }));

  app.put('/:id/pages', {
    schema: {
      ...base,
      summary: 'Save the changed pages and the page order against a version (409 when stale)',
      params: IdParamsSchema,
      body: PagesSaveSchema,
      response: { 200: PagesSavedResponseSchema, ...errorResponses(401, 403, 404, staleVersion, 422, tooLarge) },
    },
    ...pagesBody('ebook', app.config, guard('edit_pages')),
    config: { pupils: true },
  }, async (request) => {
    // A book edited live takes the save as a change of its live document (decision 019).
    const book = access(request);
    return { version: await keepLiveInStep(app, book.id, request.user.id, () => saveBookPages(db, request.user, book, request.body, app.config.bookMaxBytes)) };
  });

  app.post('/:id/copies', {
    schema: {
      ...base,
      summary: 'Keep my version as a copy: a new draft e-book with the basic info of this one and the pages sent (new ids), made in one step',
      params: IdParamsSchema,
      body: BookCopySchema,
      response: { 201: EbookWrittenResponseSchema, ...largeErrors },
    },
    ...pagesBody('ebook', app.config, guard('copy')),
  }, async (request, reply) => {
    const row = await copyBook(ctx, request.user, access(request), request.body.title, request.body.pages);
    const data = await presentFor(db, row, request.user);
    return reply.code(201).send({ message: 'eBook copied successfully.', data });
  });

  app.post('/:id/template', {
    schema: {
      ...base,
      summary: 'Save a copy of the pages as a template of your own (private until an admin shares it)',
      params: IdParamsSchema,
      body: EbookSaveAsTemplateSchema.nullish(),
      response: { 201: EbookTemplateSavedResponseSchema, ...largeErrors },
    },
    ...guard('save_as_template'),
  }, async (request, reply) => {
    const data = await saveAsTemplate(db, request.user, access(request), request.body?.name ?? null, app.config.bookMaxBytes);
    return reply.code(201).send({ message: templateSavedMessage(request.user), data });
  });
}
