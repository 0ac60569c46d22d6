import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicStaticPageResponseSchema, StaticPageListResponseSchema, StaticPageResponseSchema, StaticPageWrittenResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, checkCrudContract, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';

const URL = '/api/admin/static-pages';
const page = { title: 'Contract Terms', slug: 'contract-terms', content: '<p>Read the <strong>small</strong> print.</p>' };

/** Every answer of the static page routes, admin and public, against its schema in @folio/shared. */
describe('static pages contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('the admin routes and their refusals', async () => {
    await checkCrudContract(t, { admin, outsider: await t.login('author@folio.test') }, {
      url: URL,
      list: StaticPageListResponseSchema,
      read: StaticPageResponseSchema,
      written: StaticPageWrittenResponseSchema,
      create: page,
      update: { ...page, title: 'Contract Terms II' },
      // Content that sanitises to nothing is missing content.
      invalid: { ...page, content: '<script>alert(1)</script>' },
      queries: ['search=contract-ter'],
    });
  });

  it('a taken slug, and the page a visitor reads by its slug', async () => {
    const call = caller(t);
    conforms(await call('POST', URL, admin, { ...page, slug: 'contract-faq' }), 201, StaticPageWrittenResponseSchema);
    refuses(await call('POST', URL, admin, { ...page, slug: 'contract-faq' }), 422);
    conforms(await call('GET', '/api/public/pages/contract-faq'), 200, PublicStaticPageResponseSchema);
    refuses(await call('GET', '/api/public/pages/no-such-page'), 404);
    // A NUL byte is refused in any text the API reads, a slug too.
    refuses(await call('GET', '/api/public/pages/ab%00c'), 422);
    expect((await documentedStatuses(t))('/api/public/pages/{slug}', 'get').sort()).toEqual(['200', '404', '422']);
  });
});
