import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadWrittenResponseSchema } from '@folio/shared';
import type { TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { makePdf, uploadAs } from './fixtures/files.ts';
import { createTestApp } from '../../../test/harness.ts';

/**
 * Every JSON answer of POST /api/uploads against its schema in @folio/shared. The stored files themselves
 * (served at their address) are binary, so not part of the contract.
 */
describe('uploads contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    token = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('stores an image and a PDF, and refuses', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } }).png().toBuffer();
    conforms(await uploadAs(t, token, 'image', png, 'a.png', 'image/png'), 201, UploadWrittenResponseSchema);
    const pdf = conforms(await uploadAs(t, token, 'pdf', await makePdf(2), 'a.pdf', 'application/pdf'), 201, UploadWrittenResponseSchema);
    expect(pdf.data.processing?.status).toBe('pending');

    const none = '----folio-contract';
    const withoutFile = `--${none}\r\nContent-Disposition: form-data; name="title"\r\n\r\nNo file\r\n--${none}--\r\n`;
    refuses(await t.app.inject({ method: 'POST', url: '/api/uploads', payload: withoutFile, headers: { 'content-type': `multipart/form-data; boundary=${none}`, ...t.bearer(token) } }), 400);
    refuses(await t.app.inject({ method: 'POST', url: '/api/uploads' }), 401);
    refuses(await uploadAs(t, token, 'document', png, 'id.png', 'image/png'), 403);
    refuses(await uploadAs(t, token, 'image', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]), 'big.png', 'image/png'), 413);
    refuses(await uploadAs(t, token, 'image', Buffer.from('not an image'), 'a.png', 'image/png'), 415);
    refuses(await t.app.inject({ method: 'POST', url: '/api/uploads?kind=nope', headers: t.bearer(token) }), 422);
  });

  it('documents each status', async () => {
    expect((await documentedStatuses(t))('/api/uploads', 'post')).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415', '422']));
  });
});
