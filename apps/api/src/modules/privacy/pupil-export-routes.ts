import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountExportResponseSchema, AccountExportWrittenResponseSchema, IdParamsSchema, PRIVACY_MESSAGES, PupilParamsSchema, RetentionPupilsResponseSchema } from '@folio/shared';
import { classAudit } from '../../db/schema.ts';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { latestExport, presentExport, sendLatestExport, startExport } from './export-files.ts';
import { inClass, privacyPolicy, taughtClass } from './policy.ts';
import { pupilsDueForDeletion } from './retention.ts';

/**
 * A class's teachers (its owner and co-teachers) and admins export a pupil's data for them (a pupil has no
 * password to do it), and see which pupils will be deleted for lack of use. Registered at /api/classes beside the
 * classes API; every download is written in the class's audit.
 */
export async function pupilExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['privacy'], security: [{ bearer: [] }] };
  const errors = errorResponses(401, 403, 404);

  /** The class must exist and be taught by the actor (or the actor an admin). */
  const teach = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    privacyPolicy.authorize(request.user, 'pupilData', await taughtClass(db, id, request.user));
  };
  /** …and the pupil must be in it. */
  const teachPupil = async (request: FastifyRequest) => {
    await teach(request);
    const { id, studentId } = request.params as { id: string; studentId: string };
    if (!(await inClass(db, id, studentId))) throw notFound(PRIVACY_MESSAGES.studentNotInClass);
  };
  const download = (params: { id: string; studentId: string }) => `/api/classes/${params.id}/students/${params.studentId}/export/download`;

  app.get('/:id/students/:studentId/export', {
    schema: { ...base, summary: "A pupil's latest data export (null before the first)", params: PupilParamsSchema, response: { 200: AccountExportResponseSchema, ...errors } },
    onRequest: app.authenticate,
    preHandler: teachPupil,
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const row = await latestExport(db, request.params.studentId);
    return { data: row ? presentExport(row, download(request.params)) : null };
  });

  app.post('/:id/students/:studentId/export', {
    schema: { ...base, summary: "Export a pupil's data as one ZIP, for them or their parents: made in the background", params: PupilParamsSchema, response: { 202: AccountExportWrittenResponseSchema, ...errors } },
    onRequest: app.authenticate,
    preHandler: teachPupil,
  }, async (request, reply) => {
    const row = await startExport(db, app.jobs, request.params.studentId, request.user.id);
    reply.code(202);
    return { message: PRIVACY_MESSAGES.exportStarted, data: presentExport(row, download(request.params)) };
  });

  app.get('/:id/students/:studentId/export/download', {
    schema: { ...base, summary: "Download a pupil's latest finished data export (written in the class's audit)", params: PupilParamsSchema, response: errorResponses(401, 403, 404, 422) },
    onRequest: app.authenticate,
    preHandler: teachPupil,
  }, async (request, reply) => {
    const { id, studentId } = request.params;
    return sendLatestExport(request, reply, db, app.storage, studentId, () => db.insert(classAudit).values({ classId: id, viewerId: request.user.id, studentId, action: 'export' }));
  });

  app.get('/:id/retention', {
    schema: { ...base, summary: 'The pupils of the class whose accounts will be deleted for lack of use (STUDENT_RETENTION_DAYS without a sign-in), and when', params: IdParamsSchema, response: { 200: RetentionPupilsResponseSchema, ...errors } },
    onRequest: app.authenticate,
    preHandler: teach,
  }, async (request) => ({ data: await pupilsDueForDeletion(db, request.params.id) }));
}
