import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountDeleteSchema, AccountDeletionResponseSchema, AccountDeletionWrittenResponseSchema, AccountExportResponseSchema, AccountExportWrittenResponseSchema, PRIVACY_MESSAGES } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { latestExport, presentExport, sendLatestExport, startExport } from './export-files.ts';
import { cancelDeletion, deletionConfirmation, scheduleDeletion } from './deletion.ts';
import { privacyPolicy } from './policy.ts';

const DOWNLOAD = '/api/me/export/download';

/**
 * The signed-in account's own data (architecture.md §11): download all of it (a job makes a ZIP), and delete the
 * account after a grace period, or cancel that. Registered at /api/me beside the account's orders and library.
 */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['privacy'], security: [{ bearer: [] }] };
  const exportGuard = [app.authenticate, privacyPolicy.refuseRolesThatNever('exportOwn')];
  // Every account downloads its own data, a pupil's too: always the signed-in account's, never another's.
  const forPupils = { pupils: true };

  app.get('/export', {
    schema: { ...base, summary: 'My latest data export: queued, running, done (with its download address) or failed; null before the first', response: { 200: AccountExportResponseSchema, ...errorResponses(401, 403) } },
    onRequest: exportGuard,
    config: forPupils,
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const row = await latestExport(db, request.user.id);
    return { data: row ? presentExport(row, DOWNLOAD) : null };
  });

  app.post('/export', {
    schema: { ...base, summary: 'Export all my data as one ZIP (JSON files and my uploads): made in the background; asked again while one is under way, answers that one', response: { 202: AccountExportWrittenResponseSchema, ...errorResponses(401, 403) } },
    onRequest: exportGuard,
    config: forPupils,
  }, async (request, reply) => {
    const row = await startExport(db, app.jobs, request.user.id, request.user.id);
    reply.code(202);
    return { message: PRIVACY_MESSAGES.exportStarted, data: presentExport(row, DOWNLOAD) };
  });

  app.get('/export/download', {
    schema: { ...base, summary: 'Download my latest finished data export (a ZIP)', response: errorResponses(401, 403, 404, 422) },
    onRequest: exportGuard,
    config: forPupils,
  }, async (request, reply) => sendLatestExport(request, reply, db, app.storage, request.user.id));

  app.get('/deletion', {
    schema: { ...base, summary: 'Whether my account is due for deletion, and when (null: it is not), how many days the grace period lasts, and what confirms a deletion (my password; without one, my e-mail address or my name)', response: { 200: AccountDeletionResponseSchema, ...errorResponses(401, 403) } },
    onRequest: app.authenticate,
  }, async (request) => ({
    data: { due_at: request.user.deletionDueAt?.toISOString() ?? null, grace_days: app.config.accountDeletionGraceDays, confirm_with: deletionConfirmation(request.user) },
  }));

  app.delete('/', {
    schema: {
      ...base,
      summary: 'Delete my account after the grace period (ACCOUNT_DELETION_GRACE_DAYS): confirmed by my password (an account made by a school sign-in, which has none: my e-mail address, or my name without one; GET …/deletion says which); every session ends, and signing in again before the date lets me cancel. Orders are kept, anonymised',
      body: AccountDeleteSchema,
      response: { 200: AccountDeletionWrittenResponseSchema, ...errorResponses(401, 403, 409, 422) },
    },
    // Open to pupils only to tell them who can delete their account (the rule's 403).
    onRequest: [app.authenticate, privacyPolicy.refuseRolesThatNever('deleteOwn')],
    config: { pupils: true },
  }, async (request) => {
    const dueAt = await scheduleDeletion(db, request.user, request.body, app.config.accountDeletionGraceDays);
    return { message: PRIVACY_MESSAGES.deletionScheduled, data: { due_at: dueAt.toISOString() } };
  });

  app.post('/deletion/cancel', {
    schema: { ...base, summary: 'Keep my account: cancels its deletion', response: { 200: AccountDeletionWrittenResponseSchema, ...errorResponses(401, 403) } },
    onRequest: app.authenticate,
  }, async (request) => {
    await cancelDeletion(db, request.user.id);
    return { message: PRIVACY_MESSAGES.deletionCancelled, data: { due_at: null } };
  });
}
