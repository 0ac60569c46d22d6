import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { coded } from './lib/http-error.ts';
import { countersRateLimitStore } from './lib/rate-limit-store.ts';
import { logSafeError } from './lib/log-safe-error.ts';
import { openToPupils } from './plugins/open-to-pupils.ts';
import { classRoutes } from './modules/classes/routes.ts';
import { classroomRoutes } from './modules/classes/classroom-routes.ts';
import { classSignInRoutes } from './modules/classes/sign-in-routes.ts';
import { oidcRoutes } from './modules/auth/oidc-routes.ts';
import { consentRoutes } from './modules/privacy/consent-routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { pupilExportRoutes } from './modules/privacy/pupil-export-routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { countersPlugin } from './plugins/counters.ts';
import { diskFullPlugin } from './plugins/disk-full.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { firstPublicCovers, publicReaderBook } from './modules/ebooks/query.ts';
import { firstPageRouteOf } from './modules/reading/presenter.ts';
import { filesPlugin } from './plugins/files.ts';
import { jobsPlugin } from './modules/jobs/plugin.ts';
import { pdfProcessingRoutes } from './modules/jobs/routes.ts';
import { maintenancePlugin } from './modules/maintenance/scheduler.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { authorRoutes } from './modules/authors/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { publisherRoutes } from './modules/publishers/routes.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { staticPageRoutes } from './modules/static-pages/routes.ts';
import { publicStaticPageRoutes } from './modules/static-pages/public-routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { publicInquiryRoutes } from './modules/inquiries/public-routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { ebookRoutes } from './modules/ebooks/routes.ts';
import { sharingRoutes } from './modules/sharing/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { accountAnalyticsRoutes, bookAnalyticsRoutes, eventRoutes } from './modules/analytics/routes.ts';
import { versionRoutes } from './modules/versions/routes.ts';
import { liveEditing } from './modules/live/server.ts';
import { publicEbookRoutes } from './modules/ebooks/public-routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { myOrderRoutes } from './modules/orders/me-routes.ts';
import { myLibraryRoutes } from './modules/library/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { noteRoutes } from './modules/annotations/note-routes.ts';
import { drawingRoutes } from './modules/annotations/drawing-routes.ts';
import { readingRoutes } from './modules/reading/routes.ts';
import { answerRoutes } from './modules/reading/answer-routes.ts';
import { studyRoutes } from './modules/study/routes.ts';
import { contentsAdminRoutes } from './modules/study/admin-routes.ts';
import { publicCategoryRoutes } from './modules/categories/public-routes.ts';
import { questionBankRoutes } from './modules/question-bank/routes.ts';
import { ltiAdminRoutes, ltiRoutes } from './modules/lti/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { conversionRoutes } from './modules/conversions/routes.ts';
import { pageHeadOf } from './modules/seo/pages.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { accessCodeRoutes, redeemRoutes } from './modules/access-codes/routes.ts';
import { seatLicenceRoutes } from './modules/seat-licences/routes.ts';
import { adminPlanRoutes, myPlanRoutes } from './modules/plans/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: Database['kind'];
  }
}

interface BuildOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole API (used by server.ts and by the tests through `app.inject`). */
export async function buildApp({ config, database, jwtSecret, logger = false }: BuildOptions) {
  const app = Fastify({
    // Errors are logged without the values of their queries (lib/log-safe-error.ts).
    logger: logger && { ...(logger === true ? {} : logger), serializers: { err: (error) => logSafeError(error) } },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Starting the job queue (pg-boss, onReady) waits on the database; on a busy host it can outlast Fastify's
    // default 10 s, which would fail the start of an instance that is merely slow.
    pluginTimeout: 30_000,
    // The request id ties together the structured log lines of one request.
    requestIdHeader: 'x-request-id',
    // Errors raised before routing (a malformed URL) get the same `{ message }` answer as every other error.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply).code(error.statusCode ?? 400).send({ message: error.code === 'FST_ERR_BAD_URL' ? 'The address of this request is not valid.' : 'The request could not be handled.' }),
  });
  // JSON only: without this a text/plain body would be parsed and reach the schemas as a string (415 instead).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorateRequest('user', null as never);
  app.decorateRequest('token', null as never);

  // External plugins, then ours, then routes (architecture.md §9.6).
  await app.register(errorsPlugin);
  await app.register(diskFullPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(countersPlugin);
  await app.register(rateLimit, {
    global: false,
    store: countersRateLimitStore(app.counters),
    errorResponseBuilder: (_request, context) => coded(429, 'tooManyAttempts', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(authPlugin, { secret: jwtSecret });
  await app.register(docsPlugin);
  await app.register(filesPlugin);
  // The job worker reads stored files (app.storage).
  await app.register(jobsPlugin);
  await app.register(maintenancePlugin);

  await app.register(
    async (api) => {
      // The API's answers are compressed when the client accepts it (a 300-page book's pages: 1.5 MB of JSON,
      // about a tenth compressed); the web app's files are compressed at build time (plugins/web.ts). Brotli at
      // the plugin's quality 4 costs little CPU. Ranges (206), already encoded answers and types that do not
      // compress (images, sound, video, PDF) are sent as they are. Request bodies are not decompressed: the
      // body limits count the bytes that arrive.
      await api.register(compress, { threshold: 1024, globalDecompression: false });
      await api.register(systemRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(openToPupils(uploadRoutes), { prefix: '/uploads' });
      await api.register(pdfProcessingRoutes, { prefix: '/uploads' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(categoryRoutes, { prefix: '/admin/categories' });
      await api.register(authorRoutes, { prefix: '/admin/authors' });
      await api.register(userRoutes, { prefix: '/admin/users' });
      await api.register(publisherRoutes, { prefix: '/admin/publishers' });
      await api.register(couponRoutes, { prefix: '/admin/coupons' });
      await api.register(accessCodeRoutes, { prefix: '/admin/access-codes' });
      await api.register(redeemRoutes, { prefix: '/me/redeem' });
      await api.register(seatLicenceRoutes, { prefix: '/admin/seat-licences' });
      await api.register(myPlanRoutes, { prefix: '/me/plan' });
      await api.register(adminPlanRoutes, { prefix: '/admin/plans' });
      await api.register(staticPageRoutes, { prefix: '/admin/static-pages' });
      await api.register(inquiryRoutes, { prefix: '/admin/inquiries' });
      await api.register(ebookRoutes, { prefix: '/admin/ebooks' });
      await api.register(openToPupils(exportRoutes), { prefix: '/admin/ebooks' });
      await api.register(conversionRoutes, { prefix: '/admin/ebooks' });
      await api.register(sharingRoutes, { prefix: '/admin/ebooks' });
      await api.register(commentRoutes, { prefix: '/admin/ebooks' });
      await api.register(versionRoutes, { prefix: '/admin/ebooks' });
      await api.register(bookAnalyticsRoutes, { prefix: '/admin/ebooks' });
      await api.register(contentsAdminRoutes, { prefix: '/admin/ebooks' });
      await api.register(accountAnalyticsRoutes, { prefix: '/admin/analytics' });
      await api.register(openToPupils(eventRoutes), { prefix: '/public/events' });
      await api.register(templateRoutes, { prefix: '/admin/templates' });
      await api.register(dashboardRoutes, { prefix: '/admin/dashboard' });
      await api.register(publicEbookRoutes, { prefix: '/public/ebooks' });
      await api.register(publicStaticPageRoutes, { prefix: '/public/pages' });
      await api.register(publicInquiryRoutes, { prefix: '/public/inquiries' });
      await api.register(orderRoutes, { prefix: '/admin/orders' });
      await api.register(myOrderRoutes, { prefix: '/me/orders' });
      await api.register(myLibraryRoutes, { prefix: '/me/library' });
      await api.register(checkoutRoutes, { prefix: '/checkout' });
      await api.register(paymentRoutes, { prefix: '/payments' });
      await api.register(openToPupils(noteRoutes), { prefix: '/me/notes' });
      await api.register(openToPupils(drawingRoutes), { prefix: '/me/drawings' });
      await api.register(openToPupils(readingRoutes), { prefix: '/public/ebooks' });
      await api.register(openToPupils(answerRoutes), { prefix: '/public/ebooks' });
      await api.register(openToPupils(studyRoutes), { prefix: '/public/ebooks' });
      await api.register(publicCategoryRoutes, { prefix: '/public/categories' });
      await api.register(openToPupils(questionBankRoutes), { prefix: '/admin/question-bank' });
      await api.register(ltiRoutes, { prefix: '/lti' });
      await api.register(ltiAdminRoutes, { prefix: '/admin/lti' });
      await api.register(classSignInRoutes, { prefix: '/auth' });
      await api.register(oidcRoutes, { prefix: '/auth/oidc' });
      await api.register(consentRoutes, { prefix: '/auth/consent' });
      await api.register(classRoutes, { prefix: '/classes' });
      await api.register(pupilExportRoutes, { prefix: '/classes' });
      await api.register(classroomRoutes, { prefix: '/classroom' });
      await api.register(privacyRoutes, { prefix: '/me' });
    },
    { prefix: '/api' },
  );
  // Live editing of a book's pages, on the same server (decision 019).
  await liveEditing(app);
  const readerBookOf = async (key: string) => {
    const book = await publicReaderBook(app.db, key);
    return book && { type: book.type, firstPage: book.firstPage && { ...book.firstPage, url: firstPageRouteOf(book.id), title: book.title } };
  };
  await app.register(seoRoutes);
  await app.register(webPlugin, { dist: config.webDist, readerBookOf, firstCoversOf: (count) => firstPublicCovers(app.db, count), pageHeadOf: pageHeadOf(app, config.webDist) });
  return app;
}
