import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfProcessingResponseSchema } from '@folio/shared';
import type { TestApp } from '../../../test/harness.ts';
import { conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { makePdf, uploadAs } from '../uploads/fixtures/files.ts';
import { processingOf, settledProcessing } from './fixtures/jobs.ts';
import { createTestApp } from '../../../test/harness.ts';

/** GET /api/uploads/pdf-processing against its schema in @folio/shared. */
describe('PDF processing contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('answers a processing, and refuses', async () => {
    const { url } = (await uploadAs(t, token, 'pdf', await makePdf(2), 'a.pdf', 'application/pdf')).json().data;
    conforms(await processingOf(t, token, url), 200, PdfProcessingResponseSchema);
    await settledProcessing(t, token, url);
    expect(conforms(await processingOf(t, token, url), 200, PdfProcessingResponseSchema).data).toEqual({ status: 'done', error: null, page_count: 2 });
    refuses(await t.app.inject({ url: `/api/uploads/pdf-processing?url=${encodeURIComponent(url)}` }), 401);
    refuses(await processingOf(t, token, '/uploads/pdf/2026-01/unknown.pdf'), 404);
    refuses(await t.app.inject({ url: '/api/uploads/pdf-processing', headers: t.bearer(token) }), 422);
  });

  it('documents each status', async () => {
    expect((await documentedStatuses(t))('/api/uploads/pdf-processing', 'get')).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
  });
});
